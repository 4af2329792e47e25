import type { ChatStreamEvents } from '@kyu/core/contract';

/**
 * Server-Sent Events both ways: reading a stream a server answered (the server's tests), and
 * answering a client with one (the browser packages' tests, through a fetch double).
 */

/** One event read back from a stream: its name and parsed JSON data. */
export interface ParsedEvent {
  event: string;
  data: unknown;
}

/** The events of a text/event-stream body, in order; comment lines are skipped. */
export function parseSse(body: string): ParsedEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

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

/** A coach's reply stream the test feeds by hand (see eventStream). */
export const sseStream = () => eventStream<ChatStreamEvents>();

/** A complete coach's reply stream of the given events. */
export const sseResponse = (...events: EventOf<ChatStreamEvents>[]): Response =>
  eventResponse<ChatStreamEvents>(...events);
