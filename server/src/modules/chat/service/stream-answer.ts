import type { ChatStreamEvents } from '@kyu/core/contract';
import { problemType } from '../../../lib/problem';
import { ModelError } from '../../../providers/llm/model-error';
import type { RetrievedPassage } from '../../../providers/llm/types';
import { ModelStalled, guarded } from '../idle-guard';
import { toChatMessage } from '../messages';
import * as q from '../queries';
import type { AnswerStream, CoachDeps, OpenStream } from './deps';
import { underWay, type Question } from './question';

/** A model that sends nothing for this long is given up on (the first token included). */
export const MODEL_IDLE_MS = 60_000;

type Problem = ChatStreamEvents['error'];

/** The error event for a failed reply; only a ModelError's message is written for students. */
function problemFor(error: unknown): Problem {
  if (error instanceof ModelStalled) {
    return {
      type: problemType('tutor-timeout'),
      title: 'The tutor took too long',
      status: 504,
      detail: 'The tutor stopped answering. Please ask again.',
    };
  }
  return {
    type: problemType('tutor-unavailable'),
    title: 'The tutor could not answer',
    status: 502,
    detail:
      error instanceof ModelError
        ? error.message
        : 'The tutor could not finish its answer. Please try again.',
  };
}

/** The error event for a question that could not be saved: no reply is kept for it. */
const NOT_SAVED: Problem = {
  type: problemType('question-not-saved'),
  title: 'The question could not be saved',
  status: 500,
  detail: 'Your question could not be saved. Please send it again.',
};

type Source = { documentId: number; title: string };

/** One entry per document, in the order retrieval ranked them (the question bank names none). */
function sourcesOf(passages: RetrievedPassage[]) {
  const seen = new Map<number, string>();
  for (const p of passages)
    if (p.documentId !== null && !seen.has(p.documentId)) seen.set(p.documentId, p.title);
  return [...seen].map(([documentId, title]) => ({ documentId, title }));
}

/**
 * Asks the model once the grounding and the history are in, whether or not the question is saved
 * yet; tokens wait for their first reader. Sources are noted for the reply's save, and `asking`
 * is called as soon as the model's request is under way.
 */
async function* replyTokens(
  deps: CoachDeps,
  question: Question,
  model: AbortController,
  noteSources: (sources: Source[]) => void,
  asking: () => void,
): AsyncGenerator<string> {
  const [{ system, passages }, history] = await Promise.all([question.grounding, question.history]);
  noteSources(sourcesOf(passages));
  const tokens = deps.chatModel.reply(
    {
      system,
      turns: [...history, { role: 'user', content: question.forModel }],
      passages,
      duringAssessment: question.duringAssessment,
      studentName: question.studentName,
    },
    model.signal,
  );
  const guardedTokens = guarded(tokens, {
    signal: model.signal,
    idleMs: deps.idleMs ?? MODEL_IDLE_MS,
    abort: (reason) => model.abort(reason),
  });
  try {
    // The first pull sends the model its request; what need not come before it comes after.
    const first = guardedTokens.next();
    asking();
    for (let step = await first; !step.done; step = await guardedTokens.next()) yield step.value;
  } finally {
    await guardedTokens.return(undefined);
  }
}

/**
 * Streams the coach's answer to a question: `thread`, `user_message`, the deltas, then the saved
 * reply as `message`, or `error`, and `done`. Nothing but the grounding and the history comes
 * before the model is asked: the stream opens and the question's ids are taken while it thinks
 * (on the embedded database, which runs on this thread, any sooner would hold the request back).
 * The model's tokens are sent before the question is saved; the reply is saved only after it.
 * A question that cannot be saved stops the model and ends the stream with an error, and no
 * reply is saved for it. A reply cut short, by a model failure or by the client going away, is
 * saved as far as it got and marked incomplete.
 */
export async function streamAnswer(deps: CoachDeps, open: OpenStream, question: Question) {
  const { db, log } = deps;
  const model = new AbortController();
  let stream: AnswerStream | undefined;
  const stopModel = () => model.abort(stream?.signal.reason);
  const opened = (): AnswerStream => {
    if (stream) return stream;
    stream = open();
    stream.signal.addEventListener('abort', stopModel, { once: true });
    if (stream.signal.aborted) stopModel();
    return stream;
  };

  let thread: q.ThreadRow | undefined;
  let text = '';
  let sources: Source[] = [];
  let modelAsked: () => void = () => undefined;
  const asking = new Promise<void>((resolve) => (modelAsked = resolve));
  const tokens = replyTokens(
    deps,
    question,
    model,
    (noted) => (sources = noted),
    () => {
      opened();
      void question.asked();
      modelAsked();
    },
  );
  const first = underWay(tokens.next());
  // A model that could not be asked (the grounding failed) lets the rest go on to say so.
  void first.finally(modelAsked).catch(() => undefined);
  let saving: Promise<unknown> | undefined;
  const saveQuestion = () =>
    (saving ??= question.save().then(
      () => null,
      (error: unknown) => {
        log.error({ err: error }, 'saving a question failed');
        model.abort(error);
        return error ?? new Error('the question was not saved');
      },
    ));
  try {
    await asking;
    const asked = await question.asked();
    thread = asked.thread;
    const stream = opened();
    stream.send('thread', { thread_id: thread.id, public_session_id: thread.publicSessionId });
    stream.send('user_message', toChatMessage(asked.message));
    for (let step = await first; !step.done; step = await tokens.next()) {
      if (step.value) {
        text += step.value;
        stream.send('delta', { text: step.value });
      }
      // Saved once the model has answered and that has gone out: the embedded database runs on
      // this thread, where a save any sooner would hold the first token back.
      void saveQuestion();
    }
    if (stream.signal.aborted) throw stream.signal.reason;
    const notSaved = await saveQuestion();
    if (notSaved) throw notSaved;
    const reply = await q.insertMessage(db, {
      threadId: thread.id,
      fromUser: false,
      text,
      sources,
    });
    stream.send('message', toChatMessage(reply));
  } catch (error) {
    const stream = opened();
    const clientGone = stream.signal.aborted;
    model.abort(error);
    // Only a saved question may have a reply saved after it.
    const savedIn = (await saveQuestion()) === null ? thread : undefined;
    if (savedIn && !clientGone) log.warn({ err: error, threadId: savedIn.id }, 'chat reply failed');
    if (savedIn && text) {
      await q
        .insertMessage(db, {
          threadId: savedIn.id,
          fromUser: false,
          text,
          sources,
          incomplete: true,
        })
        .catch((saveError: unknown) =>
          log.error({ err: saveError }, 'saving a partial reply failed'),
        );
    }
    if (!clientGone) stream.send('error', savedIn ? problemFor(error) : NOT_SAVED);
  } finally {
    const stream = opened();
    stream.signal.removeEventListener('abort', stopModel);
    // Lets the model's stream close, should this end between two tokens.
    tokens.return(undefined).catch(() => undefined);
    stream.send('done', {});
    stream.end();
  }
}
