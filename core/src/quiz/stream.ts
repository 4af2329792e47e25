import { createParser } from 'eventsource-parser';
import type { SubmitStreamEvents } from '../contract';

/** One Server-Sent Event of a quiz submission, its JSON data parsed. */
export type SubmitEvent = {
  [K in keyof SubmitStreamEvents]: { readonly event: K; readonly data: SubmitStreamEvents[K] };
}[keyof SubmitStreamEvents];

const NAMES: ReadonlySet<string> = new Set<keyof SubmitStreamEvents>([
  'evaluations',
  'explanation',
  'scoring_rationale',
  'error',
  'attempt',
  'end',
]);

/**
 * Reads a submission's event stream to its end, handing each known event to `onEvent` in order.
 * Unknown events and unreadable data are skipped; a broken connection rejects.
 */
export async function readSubmitEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SubmitEvent) => void,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (!event || !NAMES.has(event)) return;
      let parsed: unknown;
      try {
        parsed = data === '' ? {} : JSON.parse(data);
      } catch {
        return;
      }
      onEvent({ event, data: parsed } as SubmitEvent);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } finally {
    reader.releaseLock();
  }
}
