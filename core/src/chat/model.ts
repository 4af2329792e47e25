import type { ChatMessage, ChatTurn, MessageFlags } from '../contract';

/** Messages per page of chat history (overview §9). */
export const CHAT_PAGE_SIZE = 20;

/** How many earlier turns a new message carries; the server keeps the full history itself. */
export const CONTEXT_TURNS = 20;

/** The longest turn the contract accepts; a longer earlier reply is cut to it. */
export const MAX_TURN_CHARS = 8000;

/** Pages of history: total count divided by page size, rounded up (overview §9). */
export function pageCount(total: number, size = CHAT_PAGE_SIZE): number {
  return Math.ceil(total / size);
}

/**
 * An older page put before what is shown. Pages are counted from the newest, so messages sent
 * since the first page loaded push older ones onto later pages: a repeat is dropped by id.
 */
export function prependOlder(
  shown: readonly ChatMessage[],
  older: readonly ChatMessage[],
): ChatMessage[] {
  const ids = new Set(shown.map((m) => m.id));
  return [...older.filter((m) => !ids.has(m.id)), ...shown];
}

/**
 * The newest page, loaded afresh, followed by what arrived here meanwhile (a nudge saved after
 * the server read the page): messages shown that are newer than any on the page.
 */
export function withNewestPage(
  shown: readonly ChatMessage[],
  page: readonly ChatMessage[],
): ChatMessage[] {
  const newest = Math.max(0, ...page.map((m) => m.id));
  return [...page, ...shown.filter((m) => m.id > newest)];
}

/** Messages added at the end, skipping any already shown. */
export function appendNew(
  shown: readonly ChatMessage[],
  added: readonly ChatMessage[],
): ChatMessage[] {
  const ids = new Set(shown.map((m) => m.id));
  return [...shown, ...added.filter((m) => !ids.has(m.id))];
}

/** A like, dislike or bookmark toggle. */
export type Flag = 'liked' | 'disliked' | 'bookmarked';

/**
 * The flags of a message after a toggle succeeded: the server's answer when it sent them,
 * else the flag flipped here (liking clears a dislike and the other way round).
 */
export function toggledFlags(
  message: ChatMessage,
  flag: Flag,
  answer: unknown,
): Pick<ChatMessage, Flag> {
  const a = answer as Partial<MessageFlags> | null | undefined;
  if (a && typeof a.liked === 'boolean' && typeof a.disliked === 'boolean') {
    return { liked: a.liked, disliked: a.disliked, bookmarked: a.bookmarked ?? message.bookmarked };
  }
  const { liked, disliked, bookmarked } = message;
  const next = { liked, disliked, bookmarked, [flag]: !message[flag] };
  if (flag === 'liked' && next.liked) next.disliked = false;
  if (flag === 'disliked' && next.disliked) next.liked = false;
  return next;
}

/** Replaces one message's fields, by id. */
export function patchMessage(
  messages: readonly ChatMessage[],
  id: number,
  patch: Partial<ChatMessage>,
): ChatMessage[] {
  return messages.map((m) => (m.id === id ? { ...m, ...patch } : m));
}

/**
 * The turns a new message is sent with: the last {@link CONTEXT_TURNS} plain messages, then the
 * new one. Surveys and nudges are not conversation and stay out.
 */
export function turnsFor(history: readonly ChatMessage[], text: string): ChatTurn[] {
  const earlier = history
    .filter((m) => m.type === 'message' && m.text.trim() !== '')
    .slice(-CONTEXT_TURNS)
    .map((m): ChatTurn => ({
      role: m.from_user ? 'user' : 'assistant',
      content: m.text.slice(0, MAX_TURN_CHARS),
    }));
  return [...earlier, { role: 'user', content: text }];
}

/**
 * The value a survey question was answered with: its own, set when answered here, or that of
 * the survey_response to it further on (history loaded later). Null while unanswered.
 */
export function surveyAnswer(
  messages: readonly ChatMessage[],
  question: ChatMessage,
): number | null {
  if (question.response_value !== null) return question.response_value;
  const response = messages.find(
    (m) =>
      m.type === 'survey_response' &&
      m.survey_question_id === question.survey_question_id &&
      m.id > question.id,
  );
  return response?.response_value ?? null;
}

/**
 * The survey question to put to the student now: the first of those offered (`waiting`, oldest
 * first) that is still unanswered. One at a time, so a login's two surveys never stack up.
 */
export function nextSurvey(
  waiting: readonly number[],
  messages: readonly ChatMessage[],
): ChatMessage | null {
  for (const id of waiting) {
    const question = messages.find((m) => m.id === id && m.type === 'survey_question');
    if (question && surveyAnswer(messages, question) === null) return question;
  }
  return null;
}

/**
 * The conversation as it reads: a survey question shows where it was answered, just before
 * the answer, and not at all while unanswered (the one waiting is put to the student apart).
 */
export function conversation(messages: readonly ChatMessage[]): ChatMessage[] {
  const questions = messages.filter((m) => m.type === 'survey_question');
  return messages.flatMap((m) => {
    if (m.type === 'survey_question') return [];
    if (m.type !== 'survey_response') return [m];
    const asked = questions.findLast(
      (q) => q.survey_question_id === m.survey_question_id && q.id < m.id,
    );
    return asked ? [asked, m] : [m];
  });
}
