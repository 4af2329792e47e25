import { perAccount } from '../../lib/request-limits';

/**
 * Request limits of the chat calls that run the model or the synthesizer (plugins/security.ts
 * answers a 429 problem with Retry-After). Public chat is counted per address here and per
 * session in the database (service/public.ts), since a visitor can always open a new session.
 */
export const CHAT_LIMITS = {
  userStreams: { max: 30, timeWindow: '1 minute', keyGenerator: perAccount },
  speech: { max: 60, timeWindow: '1 minute', keyGenerator: perAccount },
  // A school's pupils share its address, so this is a little above one class asking at once.
  publicStreams: { max: 30, timeWindow: '1 minute' },
  publicTitles: { max: 30, timeWindow: '1 minute' },
} as const;
