// Every SQL statement of the chat module, by what it works on; services import them from here.
export * from './messages';
export * from './nudges';
export * from './public';
export * from './questions';
export * from './threads';
