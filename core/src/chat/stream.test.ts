import { describe, expect, it } from 'vitest';
import { makeChatMessage } from '@kyu/test-support/data';
import { sseStream } from '@kyu/test-support/sse';
import { readChatEvents, type ChatStreamEvent } from './stream';

describe('readChatEvents', () => {
  it('hands over events in order, even when split across chunks', async () => {
    const stream = sseStream();
    const events: ChatStreamEvent[] = [];
    const done = readChatEvents(stream.response.body!, (e) => events.push(e));
    const reply = makeChatMessage();
    stream.raw(': keep-alive\n\nevent: delta\ndata: {"te');
    stream.raw('xt":"Hel"}\n\nevent: ping\ndata: {}\n\n');
    stream.send('delta', { text: 'lo' });
    stream.send('message', reply);
    stream.send('done', {});
    stream.close();
    await done;
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Hel' } },
      { event: 'delta', data: { text: 'lo' } },
      { event: 'message', data: reply },
      { event: 'done', data: {} },
    ]);
  });

  it('skips an event whose data is not JSON', async () => {
    const stream = sseStream();
    const events: ChatStreamEvent[] = [];
    const done = readChatEvents(stream.response.body!, (e) => events.push(e));
    stream.raw('event: delta\ndata: {oops\n\n');
    stream.close();
    await done;
    expect(events).toEqual([]);
  });

  it('rejects when the connection breaks', async () => {
    const stream = sseStream();
    const done = readChatEvents(stream.response.body!, () => undefined);
    stream.fail();
    await expect(done).rejects.toThrow('network error');
  });
});
