import { atom, computed } from 'nanostores';
import type {
  ChatList,
  ChatMessage,
  ConversationTitle,
  PublicChat,
  PublicStreamBody,
} from '../contract';
import { api } from '../api/client';
import { ApiError, problemMessage } from '../api/model';
import { $autoPlay } from '../preferences/stores';
import { $user, onSignOut } from '../session/stores';
import { removeEverywhere, sessionArea } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import {
  appendNew,
  CHAT_PAGE_SIZE,
  pageCount,
  patchMessage,
  prependOlder,
  toggledFlags,
  turnsFor,
  withNewestPage,
  type Flag,
} from './model';
import { readChatEvents, type ChatStreamEvent } from './stream';
import { resetSpeech, speakInTurn } from './speech';
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
/** True while a question is out and its reply streaming. */
export const $sending = computed($streaming, (s) => s !== null && !s.incomplete);
/** The sentence for the last failed chat call, or null. */
export const $chatError = atom<string | null>(null);
/** True while a page of history is loading. */
export const $chatLoading = atom(false);
/** The public conversation's generated title, or null. */
export const $chatTitle = atom<string | null>(null);
/** True when nobody is signed in: answers come from the public chat and live in this tab. */
export const $publicChat = computed($user, (user) => user === null);

const settings: { school?: string } = {};

/** Names the embedding school's domain, sent with public chats so answers use its documents. */
export function configureChat(options: { school?: string }): void {
  settings.school = options.school;
}

// Bumped at every reset, so an answer that arrives for an earlier user or session is dropped.
let epoch = 0;
let controller: AbortController | null = null;

const seg = encodeURIComponent;
const publicSession = () => sessionArea().getItem(StorageKey.chatSession);
const threadId = () => Number(sessionArea().getItem(StorageKey.chatThread)) || undefined;

/** Empties the chat stores and stops any stream (sign-out, or another user signing in). */
export function resetChat(): void {
  epoch++;
  controller?.abort();
  controller = null;
  $chatMessages.set([]);
  $chatTotal.set(0);
  $chatPage.set(0);
  $streaming.set(null);
  $chatError.set(null);
  $chatLoading.set(false);
  $chatTitle.set(null);
  resetSpeech();
}

onSignOut(resetChat);
// Signing in, as anyone, starts from that user's own history, not the public conversation.
let userId = $user.get()?.id ?? null;
$user.listen((user) => {
  const id = user?.id ?? null;
  if (id !== null && id !== userId) resetChat();
  userId = id;
});

/** Resolves once no reply is streaming, so what the tutor says comes after the reply, not inside. */
export function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const stop = $sending.subscribe((sending) => {
      if (sending) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

/** Adds messages that arrived (a saved reply, a nudge, survey questions) to the end. */
export function appendMessages(messages: readonly ChatMessage[]): void {
  const before = $chatMessages.get();
  const after = appendNew(before, messages);
  $chatMessages.set(after);
  $chatTotal.set($chatTotal.get() + after.length - before.length);
}

async function loadPublic(run: number): Promise<void> {
  const session = publicSession();
  if (!session) return;
  try {
    const { messages } = await api.get<PublicChat>(`/chat/public/${seg(session)}`);
    if (run !== epoch) return;
    $chatMessages.set(messages);
    $chatTotal.set(messages.length);
    $chatPage.set(pageCount(messages.length));
    if (messages.length > 0 && !$chatTitle.get()) void requestTitle();
  } catch (error) {
    // An expired session starts afresh rather than showing an error.
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    removeEverywhere([StorageKey.chatSession]);
  }
}

/**
 * Loads a page of history: page 1 (the newest) replaces what is shown, a later one goes before
 * it. A public conversation loads whole, from this tab's session.
 */
export async function loadChat(page = 1): Promise<void> {
  const run = epoch;
  $chatLoading.set(true);
  try {
    if (!$user.get()) return await loadPublic(run);
    const list = await api.get<ChatList>('/chat', { query: { page, size: CHAT_PAGE_SIZE } });
    if (run !== epoch) return;
    const shown = $chatMessages.get();
    $chatMessages.set(
      page === 1 ? withNewestPage(shown, list.messages) : prependOlder(shown, list.messages),
    );
    $chatTotal.set(list.total_count);
    $chatPage.set(page);
  } catch (error) {
    if (run === epoch) $chatError.set(problemMessage(error));
  } finally {
    if (run === epoch) $chatLoading.set(false);
  }
}

/** Loads the next older page, when there is one and nothing is loading. */
export function loadOlder(): Promise<void> {
  if (!$hasOlder.get() || $chatLoading.get()) return Promise.resolve();
  return loadChat($chatPage.get() + 1);
}

function streamRequest(question: string, files: readonly Blob[], signal: AbortSignal) {
  const messages = turnsFor($chatMessages.get(), question);
  if (!$user.get()) {
    const body: PublicStreamBody = settings.school
      ? { messages, school: settings.school }
      : { messages };
    return api.stream(`/chat/public/stream/${seg(publicSession() ?? 'new')}`, body, { signal });
  }
  const form = new FormData();
  form.append('messages', JSON.stringify(messages));
  for (const file of files) form.append('file[]', file);
  return api.stream('/chat/stream', form, { query: { thread_id: threadId() }, signal });
}

const patchStreaming = (patch: Partial<StreamingReply>) => {
  const current = $streaming.get();
  if (current) $streaming.set({ ...current, ...patch });
};

function onStreamEvent(event: ChatStreamEvent): ChatMessage | null {
  switch (event.event) {
    case 'thread':
      if (event.data.public_session_id)
        sessionArea().setItem(StorageKey.chatSession, event.data.public_session_id);
      else sessionArea().setItem(StorageKey.chatThread, String(event.data.thread_id));
      return null;
    case 'user_message':
      appendMessages([event.data]);
      patchStreaming({ question: null });
      return null;
    case 'delta':
      patchStreaming({ text: ($streaming.get()?.text ?? '') + event.data.text });
      return null;
    case 'message':
      appendMessages([event.data]);
      $streaming.set(null);
      return event.data;
    case 'error':
      console.error('The coach reply failed.', event.data);
      $chatError.set(event.data.detail || event.data.title);
      patchStreaming({ incomplete: true });
      return null;
    case 'done':
      return null;
  }
}

/**
 * Asks the coach: streams the reply into {@link $streaming}, then adds the saved question and
 * reply to the conversation. Signed in, it goes to the user's thread (files attached); otherwise
 * to this tab's public session. Resolves to the saved reply, or null when none came.
 */
export async function sendMessage(
  text: string,
  files: readonly Blob[] = [],
): Promise<ChatMessage | null> {
  const question = text.trim();
  if (!question || $sending.get()) return null;
  const run = epoch;
  const abort = new AbortController();
  controller = abort;
  $chatError.set(null);
  $streaming.set({ question, text: '', incomplete: false });
  let reply: ChatMessage | null = null;
  try {
    const res = await streamRequest(question, files, abort.signal);
    if (!res.body) {
      console.error('The coach reply came without a stream body.');
      if (run === epoch) $streaming.set(null);
      return null;
    }
    await readChatEvents(res.body, (event) => {
      if (run === epoch) reply = onStreamEvent(event) ?? reply;
    });
  } catch (error) {
    if (run !== epoch) return null;
    const answered = $streaming.get()?.question === null;
    if (error instanceof ApiError) $chatError.set(problemMessage(error));
    else if (!abort.signal.aborted) $chatError.set('The reply was cut off. Please try again.');
    // Nothing was said yet: drop the attempt. Otherwise keep what came, marked incomplete.
    if (error instanceof ApiError && !answered) $streaming.set(null);
    else patchStreaming({ incomplete: true });
    return null;
  } finally {
    if (controller === abort) controller = null;
  }
  if (run !== epoch) return null;
  // A stream that ended with neither a reply nor an error was cut short.
  patchStreaming({ incomplete: true });
  if (reply) afterReply(reply);
  return reply;
}

function afterReply(reply: ChatMessage): void {
  if ($user.get()) {
    if ($autoPlay.get()) speakInTurn([reply]);
  } else if (!$chatTitle.get()) void requestTitle();
}

/** Stops the reply being streamed; what arrived stays, marked incomplete. */
export function stopReply(): void {
  controller?.abort();
}

/** Asks the server to title this tab's public conversation, into {@link $chatTitle}. */
export async function requestTitle(): Promise<string | null> {
  const session = publicSession();
  if (!session) return null;
  const run = epoch;
  try {
    const { conversation_title } = await api.post<ConversationTitle>(
      `/chat/public/title/${seg(session)}`,
    );
    if (run === epoch) $chatTitle.set(conversation_title);
    return conversation_title;
  } catch {
    return null; // A conversation without a title reads just as well.
  }
}

const ACTIONS: Record<Flag, string> = {
  liked: 'like',
  disliked: 'dislike',
  bookmarked: 'bookmark',
};

// The flag changes here only once the server has taken it (overview §4).
async function toggle(id: number, flag: Flag): Promise<void> {
  const run = epoch;
  const session = publicSession();
  if (!$user.get() && flag === 'bookmarked') throw new Error('Sign in to bookmark messages.');
  if (!$user.get() && !session) throw new Error('This conversation has ended.');
  const path = $user.get()
    ? `/chat/${id}/${ACTIONS[flag]}`
    : `/chat/public/${seg(session!)}/${id}/${ACTIONS[flag]}`;
  const answer = await api.post<unknown>(path);
  const message = $chatMessages.get().find((m) => m.id === id);
  if (run !== epoch || !message) return;
  $chatMessages.set(patchMessage($chatMessages.get(), id, toggledFlags(message, flag, answer)));
}

/** Toggles the like of a reply, after the server took it. */
export const like = (id: number) => toggle(id, 'liked');
/** Toggles the dislike of a reply, after the server took it. */
export const dislike = (id: number) => toggle(id, 'disliked');
/** Toggles the bookmark of a message (signed in only), after the server took it. */
export const bookmark = (id: number) => toggle(id, 'bookmarked');

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' && value !== null && typeof (value as ChatMessage).id === 'number';

/** Answers a survey question with a value from 1 to 4; the question then shows its answer. */
export async function answerSurvey(messageId: number, value: number): Promise<void> {
  const run = epoch;
  const answer = await api.post<unknown>(`/chat/${messageId}/survey-response`, {
    response_value: value,
  });
  if (run !== epoch) return;
  const question = $chatMessages.get().find((m) => m.id === messageId);
  $chatMessages.set(patchMessage($chatMessages.get(), messageId, { response_value: value }));
  if (isMessage(answer)) appendMessages([answer]);
  if (question?.survey_id) markSurveyCompleted(question.survey_id);
}
