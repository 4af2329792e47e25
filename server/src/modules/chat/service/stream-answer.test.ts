import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, chatThreads } from '../../../db/schema';
import type { ChatModel } from '../../../providers/llm/types';
import { failWrites, makeMessages, makeThread, signedIn } from '@kyu/test-support/db';
import { parseSse } from '@kyu/test-support/sse';
import { useTestApp } from '../../../test/use-test-app';
import { fakeRetriever, scriptedModel } from '../test-doubles';
import type { AnswerStream, CoachDeps } from './deps';
import type { Asked, Question } from './question';
import { streamAnswer } from './stream-answer';

/** An event stream that keeps what is sent, for calling streamAnswer directly. */
function recordingStream() {
  const sent: { event: string; data: unknown }[] = [];
  const stream: AnswerStream = {
    signal: new AbortController().signal,
    send: (event, data) => void sent.push({ event, data }),
    end: () => undefined,
  };
  return { stream, sent, events: () => sent.map((e) => e.event) };
}

/** A question with nothing to retrieve and no history, whose save settles as the test says. */
const questionIn = (
  asked: Asked,
  saved: () => Promise<void> = async () => undefined,
): Question => ({
  asked: () => Promise.resolve(asked),
  save: saved,
  grounding: Promise.resolve({ system: 'Be a tutor.', passages: [] }),
  history: Promise.resolve([]),
  forModel: 'Why?',
  studentName: null,
  duringAssessment: false,
});

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat: streamAnswer', () => {
  const t = useTestApp({ chatModel: scriptedModel(), retrieve: fakeRetriever() });
  const deps = (chatModel: ChatModel, idleMs?: number): CoachDeps => ({
    db: t.db,
    chatModel,
    retrieve: fakeRetriever(),
    coachPrompt: async () => 'Be a tutor.',
    log: t.app.log,
    idleMs,
  });
  /** A question already in the database, as the stream is told it is saved. */
  const savedQuestion = async (): Promise<Asked> => {
    const { user } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const [message] = await makeMessages(t.db, thread.id, ['Why?']);
    return { thread, message: message! };
  };
  const savedIn = (threadId: number) =>
    t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, threadId))
      .orderBy(chatMessages.id);

  it('streams the answer before the question is saved, and saves the reply after it', async () => {
    const model = scriptedModel();
    model.script = { tokens: ['Because'] };
    const asked = await savedQuestion();
    let finishSave: () => void = () => undefined;
    const { stream, events } = recordingStream();
    const answered = streamAnswer(
      deps(model),
      () => stream,
      questionIn(asked, () => new Promise((resolve) => (finishSave = resolve))),
    );
    await tick();
    expect(events()).toEqual(['thread', 'user_message', 'delta']);
    expect(await savedIn(asked.thread.id)).toHaveLength(1);
    finishSave();
    await answered;
    expect(events()).toEqual(['thread', 'user_message', 'delta', 'message', 'done']);
    expect(await savedIn(asked.thread.id)).toHaveLength(2);
  });

  it('stops the model and ends with an error, keeping no reply, when the question cannot be saved', async () => {
    const model = scriptedModel();
    model.script = { tokens: ['Because'], stall: true };
    const modelSignal = model.tokensSent;
    const { stream, sent, events } = recordingStream();
    const question = await savedQuestion();
    await streamAnswer(
      deps(model),
      () => stream,
      questionIn(question, () => Promise.reject(new Error('connection lost'))),
    );
    expect(events().slice(0, 2)).toEqual(['thread', 'user_message']);
    expect(events().slice(-2)).toEqual(['error', 'done']);
    expect(sent.at(-2)!.data).toMatchObject({
      status: 500,
      title: 'The question could not be saved',
    });
    expect((await modelSignal).aborted).toBe(true);
    expect(await savedIn(question.thread.id)).toHaveLength(1);
  });

  it('opens no chat, half or whole, when a new public question cannot be saved', async () => {
    const lift = await failWrites(t.db, {
      table: 'chat_messages',
      on: 'INSERT',
      when: "NEW.text = 'Refused question'",
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/public/stream/new',
      payload: { messages: [{ role: 'user', content: 'Refused question' }] },
    });
    await lift();
    const events = parseSse(res.body);
    expect(events.map((e) => e.event).slice(0, 2)).toEqual(['thread', 'user_message']);
    expect(events.map((e) => e.event).slice(-2)).toEqual(['error', 'done']);
    expect(events.at(-2)!.data).toMatchObject({ title: 'The question could not be saved' });
    const { thread_id } = events[0]!.data as { thread_id: number };
    expect(await t.db.select().from(chatThreads).where(eq(chatThreads.id, thread_id))).toEqual([]);
    expect(await savedIn(thread_id)).toEqual([]);
  });

  it('gives up on a model that stalls, with a timeout error, and keeps what came', async () => {
    const saved = await savedQuestion();
    const stalling = scriptedModel();
    stalling.script = { tokens: ['Because'], stall: true, ignoreAbort: true };
    const { stream, sent, events } = recordingStream();
    await streamAnswer(deps(stalling, 50), () => stream, questionIn(saved));
    expect(events()).toEqual(['thread', 'user_message', 'delta', 'error', 'done']);
    expect(sent[3]!.data).toMatchObject({ status: 504, title: 'The tutor took too long' });
    const [, reply] = await savedIn(saved.thread.id);
    expect(reply).toMatchObject({ text: 'Because', incomplete: true });
  });
});
