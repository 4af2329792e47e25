export * from './leaderboard';
export * from './league-view';
