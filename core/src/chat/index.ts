export * from './model';
export * from './stream';
export * from './survey-status';
export * from './survey-queue';
export * from './speech';
export * from './stores';
