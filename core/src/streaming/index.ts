import { createParser } from 'eventsource-parser';

/** One Server-Sent Event of a stream whose events are named by `M`'s keys, its JSON data parsed. */
export type StreamEvent<M> = {
  [K in keyof M]: { readonly event: K; readonly data: M[K] };
}[keyof M];

/**
 * Reads an event stream to its end, handing each event named in `names` to `onEvent` in order.
 * Keep-alive comments, unknown events and unreadable data are skipped; a broken connection
 * rejects, as the body's reader does.
 */
export async function readEvents<M>(
  body: ReadableStream<Uint8Array>,
  names: ReadonlySet<string>,
  onEvent: (event: StreamEvent<M>) => void,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (!event || !names.has(event)) return;
      let parsed: unknown;
      try {
        parsed = data === '' ? {} : JSON.parse(data);
      } catch {
        return;
      }
      onEvent({ event, data: parsed } as StreamEvent<M>);
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
