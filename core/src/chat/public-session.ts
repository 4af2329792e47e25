import { computed } from 'nanostores';
import type { ConversationTitle, PublicChat } from '../contract';
import { api } from '../api/client';
import { ApiError } from '../api/model';
import { $user } from '../account/stores';
import { removeEverywhere, sessionArea } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import { $chatMessages, $chatPage, $chatTitle, $chatTotal, chatEpoch, chatRun } from './history';
import { pageCount } from './model';

/** True when nobody is signed in: answers come from the public chat and live in this tab. */
export const $publicChat = computed($user, (user) => user === null);

const settings: { school?: string } = {};

/** Names the embedding school's domain, sent with public chats so answers use its documents. */
export function configureChat(options: { school?: string }): void {
  settings.school = options.school;
}

/** The embedding school's domain, if the page named one. */
export const chatSchool = () => settings.school;

/** This tab's public conversation, by the session id the server gave it; null before one. */
export const publicSession = () => sessionArea().getItem(StorageKey.chatSession);

/** Loads this tab's public conversation whole, in the given run; an expired one starts afresh. */
export async function loadPublic(run: number): Promise<void> {
  const session = publicSession();
  if (!session) return;
  try {
    const path = `/chat/public/${encodeURIComponent(session)}`;
    const { messages } = await api.get<PublicChat>(path);
    if (run !== chatEpoch) return;
    $chatMessages.set(messages);
    $chatTotal.set(messages.length);
    $chatPage.set(pageCount(messages.length));
    if (messages.length > 0 && !$chatTitle.get()) void requestTitle();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    removeEverywhere([StorageKey.chatSession]);
  }
}

/** Asks the server to title this tab's public conversation, into {@link $chatTitle}. */
export async function requestTitle(): Promise<string | null> {
  const session = publicSession();
  if (!session) return null;
  const run = chatRun();
  try {
    const { conversation_title } = await api.post<ConversationTitle>(
      `/chat/public/title/${encodeURIComponent(session)}`,
    );
    if (run === chatEpoch) $chatTitle.set(conversation_title);
    return conversation_title;
  } catch {
    return null; // A conversation without a title reads just as well.
  }
}
