export * from './model';
export * from './greetings';
export * from './stickers';
export * from './collectibles';
export * from './settings';
