export * from './redeem';
