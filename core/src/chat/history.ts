import { atom, computed } from 'nanostores';
import type { ChatMessage } from '../contract';
import { api } from '../api/client';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';
import { appendNew, pageCount, patchMessage } from './model';
import { resetSpeech } from './speech';
import { markSurveyCompleted } from './survey-status';

/** The reply being streamed, and the question it answers until the server has saved it. */
export interface StreamingReply {
  readonly question: string | null;
  /** The reply's text so far. */
  readonly text: string;
  /** True once the stream broke off: the text stays, marked incomplete. */
  readonly incomplete: boolean;
}

/** The conversation shown: loaded history, oldest first, then what was said since. */
export const $chatMessages = atom<ChatMessage[]>([]);
/** How many messages the history holds on the server. */
export const $chatTotal = atom(0);
/** How many pages of history are loaded, counted from the newest. */
export const $chatPage = atom(0);
/** Pages of history: total count over the page size, rounded up. */
export const $chatPages = computed($chatTotal, (total) => pageCount(total));
/** True while older pages remain to load; a public conversation loads whole. */
export const $hasOlder = computed(
  [$chatPage, $chatPages, $user],
  (page, pages, user) => user !== null && page < pages,
);
/** The reply in progress, or the last one cut off; null otherwise. */
export const $streaming = atom<StreamingReply | null>(null);
/** The sentence for the last failed chat call, or null. */
export const $chatError = atom<string | null>(null);
/** True while a page of history is loading. */
export const $chatLoading = atom(false);
/** The public conversation's generated title, or null. */
export const $chatTitle = atom<string | null>(null);

/**
 * The chat's run, bumped at every reset: a call remembers the run it started in and drops its
 * answer when that is over (another user, or none, since).
 */
export let chatEpoch = 0;

/** The reply being streamed, which a reset stops (see `sendMessage`). */
export const replying: { controller: AbortController | null } = { controller: null };

/** Empties the chat stores and stops any stream (sign-out, or another user signing in). */
export function resetChat(): void {
  chatEpoch++;
  replying.controller?.abort();
  replying.controller = null;
  $chatMessages.set([]);
  $chatTotal.set(0);
  $chatPage.set(0);
  $streaming.set(null);
  $chatError.set(null);
  $chatLoading.set(false);
  $chatTitle.set(null);
  resetSpeech();
}

// Signing in, as anyone, starts from that user's own history, not the public conversation.
let userId = $user.get()?.id ?? null;
$user.listen((user) => {
  const id = user?.id ?? null;
  if (id !== null && id !== userId) resetChat();
  userId = id;
});

/** Starts a chat call: answers the run it belongs to. What it brings, sign-out empties. */
export function chatRun(): number {
  clearAtSignOut('chat', resetChat);
  return chatEpoch;
}

/** Adds messages that arrived (a saved reply, a nudge, survey questions) to the end. */
export function appendMessages(messages: readonly ChatMessage[]): void {
  chatRun();
  const before = $chatMessages.get();
  const after = appendNew(before, messages);
  $chatMessages.set(after);
  $chatTotal.set($chatTotal.get() + after.length - before.length);
}

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' && value !== null && typeof (value as ChatMessage).id === 'number';

/** Answers a survey question with a value from 1 to 4; the question then shows its answer. */
export async function answerSurvey(messageId: number, value: number): Promise<void> {
  const run = chatRun();
  const answer = await api.post<unknown>(`/chat/${messageId}/survey-response`, {
    response_value: value,
  });
  if (run !== chatEpoch) return;
  const question = $chatMessages.get().find((m) => m.id === messageId);
  $chatMessages.set(patchMessage($chatMessages.get(), messageId, { response_value: value }));
  if (isMessage(answer)) appendMessages([answer]);
  if (question?.survey_id) markSurveyCompleted(question.survey_id);
}
