import { computed } from 'nanostores';
import type { ChatMessage, PublicStreamBody } from '../contract';
import { api } from '../api/client';
import { ApiError, problemMessage } from '../api/model';
import { $autoPlay } from '../preferences/stores';
import { $user } from '../account/stores';
import { sessionArea } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import {
  $chatError,
  $chatMessages,
  $chatTitle,
  $streaming,
  appendMessages,
  chatEpoch,
  chatRun,
  replying,
  type StreamingReply,
} from './history';
import { turnsFor } from './model';
import { chatSchool, publicSession, requestTitle } from './public-session';
import { speakInTurn } from './speech';
import { readChatEvents, type ChatStreamEvent } from './stream';

/** True while a question is out and its reply streaming. */
export const $sending = computed($streaming, (s) => s !== null && !s.incomplete);

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

const threadId = () => Number(sessionArea().getItem(StorageKey.chatThread)) || undefined;

function streamRequest(question: string, files: readonly Blob[], signal: AbortSignal) {
  const messages = turnsFor($chatMessages.get(), question);
  if (!$user.get()) {
    const school = chatSchool();
    const body: PublicStreamBody = school ? { messages, school } : { messages };
    const session = encodeURIComponent(publicSession() ?? 'new');
    return api.stream(`/chat/public/stream/${session}`, body, { signal });
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
  const run = chatRun();
  const abort = new AbortController();
  replying.controller = abort;
  $chatError.set(null);
  $streaming.set({ question, text: '', incomplete: false });
  let reply: ChatMessage | null = null;
  try {
    const res = await streamRequest(question, files, abort.signal);
    if (!res.body) {
      console.error('The coach reply came without a stream body.');
      if (run === chatEpoch) $streaming.set(null);
      return null;
    }
    await readChatEvents(res.body, (event) => {
      if (run === chatEpoch) reply = onStreamEvent(event) ?? reply;
    });
  } catch (error) {
    if (run !== chatEpoch) return null;
    const answered = $streaming.get()?.question === null;
    if (error instanceof ApiError) $chatError.set(problemMessage(error));
    else if (!abort.signal.aborted) $chatError.set('The reply was cut off. Please try again.');
    // Nothing was said yet: drop the attempt. Otherwise keep what came, marked incomplete.
    if (error instanceof ApiError && !answered) $streaming.set(null);
    else patchStreaming({ incomplete: true });
    return null;
  } finally {
    if (replying.controller === abort) replying.controller = null;
  }
  if (run !== chatEpoch) return null;
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
  replying.controller?.abort();
}
