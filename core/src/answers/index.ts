/** The text an answer is stored as, read and written alike by the player, the check and marking; free of TypeBox. */
export * from './codec';
