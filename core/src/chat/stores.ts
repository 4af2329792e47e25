import type { ChatList } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { $user } from '../account/stores';
import {
  $chatError,
  $chatLoading,
  $chatMessages,
  $chatPage,
  $chatTotal,
  $hasOlder,
  chatEpoch,
  chatRun,
} from './history';
import { CHAT_PAGE_SIZE, patchMessage, prependOlder, toggledFlags, withNewestPage } from './model';
import type { Flag } from './model';
import { loadPublic, publicSession } from './public-session';

// The chat's whole surface: the conversation and its history, the reply being sent, the public
// session. The quiz and the tutor import the first two directly, so loading older pages and the
// flags stay with the coach.
export {
  $chatError,
  $chatLoading,
  $chatMessages,
  $chatPage,
  $chatPages,
  $chatTitle,
  $chatTotal,
  $hasOlder,
  $streaming,
  answerSurvey,
  appendMessages,
  resetChat,
  type StreamingReply,
} from './history';
export { $publicChat, configureChat, requestTitle } from './public-session';
export { $sending, sendMessage, stopReply, whenQuiet } from './sending';

/**
 * Loads a page of history: page 1 (the newest) replaces what is shown, a later one goes before
 * it. A public conversation loads whole, from this tab's session.
 */
export async function loadChat(page = 1): Promise<void> {
  const run = chatRun();
  $chatLoading.set(true);
  try {
    if (!$user.get()) return await loadPublic(run);
    const list = await api.get<ChatList>('/chat', { query: { page, size: CHAT_PAGE_SIZE } });
    if (run !== chatEpoch) return;
    const shown = $chatMessages.get();
    $chatMessages.set(
      page === 1 ? withNewestPage(shown, list.messages) : prependOlder(shown, list.messages),
    );
    $chatTotal.set(list.total_count);
    $chatPage.set(page);
  } catch (error) {
    if (run === chatEpoch) $chatError.set(problemMessage(error));
  } finally {
    if (run === chatEpoch) $chatLoading.set(false);
  }
}

/** Loads the next older page, when there is one and nothing is loading. */
export function loadOlder(): Promise<void> {
  if (!$hasOlder.get() || $chatLoading.get()) return Promise.resolve();
  return loadChat($chatPage.get() + 1);
}

const ACTIONS: Record<Flag, string> = {
  liked: 'like',
  disliked: 'dislike',
  bookmarked: 'bookmark',
};

// The flag changes here only once the server has taken it (overview §4).
async function toggle(id: number, flag: Flag): Promise<void> {
  const run = chatRun();
  const session = publicSession();
  if (!$user.get() && flag === 'bookmarked') throw new Error('Sign in to bookmark messages.');
  if (!$user.get() && !session) throw new Error('This conversation has ended.');
  const path = $user.get()
    ? `/chat/${id}/${ACTIONS[flag]}`
    : `/chat/public/${encodeURIComponent(session!)}/${id}/${ACTIONS[flag]}`;
  const answer = await api.post<unknown>(path);
  const message = $chatMessages.get().find((m) => m.id === id);
  if (run !== chatEpoch || !message) return;
  $chatMessages.set(patchMessage($chatMessages.get(), id, toggledFlags(message, flag, answer)));
}

/** Toggles the like of a reply, after the server took it. */
export const like = (id: number) => toggle(id, 'liked');
/** Toggles the dislike of a reply, after the server took it. */
export const dislike = (id: number) => toggle(id, 'disliked');
/** Toggles the bookmark of a message (signed in only), after the server took it. */
export const bookmark = (id: number) => toggle(id, 'bookmarked');
