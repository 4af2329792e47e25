// Test-only: Server-Sent Events answers of any stream (chat replies, quiz marking).

/** One event of a stream whose events `Events` names: its name and data. */
export type EventOf<Events> = { [K in keyof Events & string]: [K, Events[K]] }[keyof Events &
  string];

const frame = ([name, data]: [string, unknown]) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A stream the test feeds by hand: `send` writes an event, `raw` any text (part of an event, as
 * the network may cut it), `close` ends the body and `fail` breaks it as a dropped connection.
 */
export function eventStream<Events>() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (...event: EventOf<Events>) => controller.enqueue(encoder.encode(frame(event))),
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

/** A complete stream of the given events. */
export function eventResponse<Events>(...events: EventOf<Events>[]): Response {
  return new Response(events.map(frame).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });
}

/** An event as it travels: `event: name`, its JSON data, a blank line. */
export const eventText = <Events>(...event: EventOf<Events>) => frame(event);
