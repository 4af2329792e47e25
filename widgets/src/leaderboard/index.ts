export * from './leaderboard';
