/** The calls the cases make around their hostile request: seeded rows, uploads, read-aloud. */
import { describe, type Answer } from '../answer';
import type { Check, Outcome } from '../case';
import { json, type Account, type Kyu } from '../kyu';

export interface FilePart {
  bytes: Buffer;
  filename: string;
  type: string;
}

/** A multipart form of text fields and one file in the field `file`. */
export function form(fields: Record<string, string>, file?: FilePart) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file)
    data.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return data;
}

/** A course of Kyu's catalogue, where the admin writes questions. */
export async function catalogueCourse(kyu: Kyu) {
  const courses = json<{ id: number; school_id: number | null }[]>(
    await kyu.call('GET', '/admin/courses?range=[0,49]', { as: 'admin' }),
  );
  const course = courses.find((c) => c.school_id === null);
  if (!course) throw new Error('the seed has no catalogue course');
  return course.id;
}

/** A numeric question written by the admin, enabled and approved; answers its id. */
export async function newQuestion(kyu: Kyu, text: string) {
  const question = {
    course_id: await catalogueCourse(kyu),
    question_type_id: 3,
    text,
    options: [],
    marks: 1,
    difficulty_level_id: 1,
    course_tagging_ids: [],
    answer: { kind: 'numeric', value: 2, tolerance: 0, unit: null, accepted_units: [] },
    explanation: 'Two halves make a whole.',
    method_answer: 'Count the halves.',
    is_enabled: true,
    is_approved: true,
  };
  const saved = await kyu.call('PUT', '/questions', {
    as: 'admin',
    form: form({ question: JSON.stringify(question) }),
  });
  return json<{ id: number }>(saved).id;
}

/** A chat message of `account`'s own, sent as the coach does; answers the saved message's id. */
export async function say(kyu: Kyu, account: Account, text: string, signal?: AbortSignal) {
  const answer = await kyu.call('POST', '/chat/stream', {
    as: account,
    form: form({ messages: JSON.stringify([{ role: 'user', content: text }]) }),
    signal,
  });
  return { answer, messageId: userMessageId(answer) };
}

function userMessageId(answer: Answer): number | null {
  const text = answer.body.toString('utf8');
  const at = text.indexOf('event: user_message\ndata: ');
  if (at < 0) return null;
  const line = text.slice(at).split('\n')[1]!.slice('data: '.length);
  return (JSON.parse(line) as { id: number }).id;
}

const NATO = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india'];
let checks = 0;

const isAudio = (answer: Answer) =>
  answer.status === 200 && answer.contentType.startsWith('audio/');

/**
 * Read-aloud works: a new chat message of the student's read aloud (POST /chat/{id}/speech),
 * and a new question's audio (GET /questions/{id}/audio, then its file), each text new so that
 * no cache answers for the synthesizer.
 */
export async function readAloudWorks(kyu: Kyu): Promise<Check> {
  const word = `${NATO[checks % NATO.length]} ${NATO[Math.floor(checks / NATO.length) % NATO.length]}`;
  checks++;
  const text = `Halves and quarters are fractions, says check ${word}`;
  const { messageId } = await say(kyu, 'student', text);
  if (messageId === null) return { ok: false, text: 'the check message was not saved' };
  const speech = await kyu.call('POST', `/chat/${messageId}/speech`, {
    as: 'student',
    json: { text },
  });
  const questionId = await newQuestion(kyu, `How many halves make a whole, asks check ${word}?`);
  const audio = await kyu.call('GET', `/questions/${questionId}/audio`, { as: 'admin' });
  const file =
    audio.status === 200
      ? await kyu.call('GET', json<{ audio_url: string }>(audio).audio_url)
      : null;
  const ok = isAudio(speech) && file !== null && isAudio(file);
  return {
    ok,
    text:
      `read-aloud ${ok ? 'works' : 'BROKEN'}: chat speech ${describe(speech)}, ` +
      `question audio ${describe(audio)}${file ? `, its file ${describe(file)}` : ''}`,
  };
}

/**
 * A document uploaded by the teacher for worksheet generation. One too big to read while the
 * upload waits is queued: the case then watches it (as the admin) until its extraction ends,
 * within `signal`, since that work runs in the same process and counts as the case's.
 */
export async function uploadDocument(kyu: Kyu, file: FilePart, signal: AbortSignal) {
  const answer = await kyu.call('POST', '/worksheets/generation/documents', {
    as: 'teacher',
    form: form({ document_type: 'source', title: file.filename }, file),
    signal,
  });
  const outcome: Outcome = { answers: [answer] };
  if (answer.status !== 200) return outcome;
  const document = json<{ id: number; extraction_state: string }>(answer);
  if (document.extraction_state === 'done') return { ...outcome, note: 'read while uploading' };
  const queued = performance.now();
  for (;;) {
    const state = await kyu.call('GET', `/admin/documents/${document.id}`, {
      as: 'admin',
      signal,
    });
    const seconds = ((performance.now() - queued) / 1000).toFixed(1);
    if (signal.aborted) return { ...outcome, note: `queued; still not read after ${seconds} s` };
    if (state.status !== 200) {
      return {
        ...outcome,
        note: `queued; watching it answered ${describe(state)} after ${seconds} s`,
      };
    }
    const { extraction_state, extraction_error } = json<{
      extraction_state: string;
      extraction_error: string | null;
    }>(state);
    if (extraction_state === 'done') return { ...outcome, note: `queued; read in ${seconds} s` };
    if (extraction_state === 'failed') {
      return {
        ...outcome,
        extractionFailed: true,
        note: `queued; extraction failed after ${seconds} s: ${extraction_error}`,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
