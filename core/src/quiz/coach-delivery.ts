import { appendMessages } from '../chat/history';
import type { CoachingEmit } from './coaching';
import { generateCoaching } from './requests';

let deliveries: Promise<void> = Promise.resolve();

/**
 * Asks the server for a coaching message and adds it to the chat, where a `<kyu-coach>` shows
 * it; one at a time, in order. `current` tells whether the quiz that asked is still open.
 */
export function deliverCoaching(emit: CoachingEmit, current: () => boolean): Promise<void> {
  deliveries = deliveries.then(async () => {
    try {
      const { messages } = await generateCoaching(emit.kind, emit.latestCorrect);
      if (current()) appendMessages(messages);
    } catch {
      // A coaching message that cannot be fetched is skipped; the quiz goes on.
    }
  });
  return deliveries;
}
