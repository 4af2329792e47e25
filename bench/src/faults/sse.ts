/**
 * Reading a streamed answer as a client does: the whole body, or as much as came before the
 * connection broke (and that it broke), and its Server-Sent Events. A stream the client gave up
 * waiting for (the request's timeout) is thrown as the timeout it is, not taken for a cut.
 */

export interface StreamEvent {
  event: string;
  data: unknown;
}

export async function readBody(res: Response): Promise<{ text: string; cut: boolean }> {
  if (!res.body) return { text: '', cut: false };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read())
      text += decoder.decode(read.value, { stream: true });
    return { text, cut: false };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw error;
    return { text, cut: true };
  }
}

/** The complete events of a body; a partial one at a cut is left out. */
export function eventsOf(text: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  for (const block of text.split('\n\n').slice(0, -1)) {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!event || data === undefined) continue;
    try {
      events.push({ event, data: JSON.parse(data) as unknown });
    } catch {
      events.push({ event, data });
    }
  }
  return events;
}
