import { atom, computed, onMount } from 'nanostores';
import type { ChatMessage } from '../contract';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';
import { readJson, sessionArea, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import { nextSurvey } from './model';
import { $chatMessages } from './history';
import { $sending } from './sending';

/**
 * Survey questions the tutor offered this session that wait for an answer or a "not now",
 * oldest first. Kept in session storage, so a reload keeps them and sign-out forgets them; an
 * unanswered question of an earlier session is not offered again.
 */
export const $surveyQueue = atom<readonly number[]>([]);

onMount($surveyQueue, () => {
  clearAtSignOut('surveys', forget);
  $surveyQueue.set(readJson<number[]>(sessionArea(), StorageKey.surveyQueue) ?? []);
});

const forget = () => $surveyQueue.set([]);

function keep(queue: readonly number[]): void {
  clearAtSignOut('surveys', forget);
  writeJson(sessionArea(), StorageKey.surveyQueue, queue);
  $surveyQueue.set(queue);
}

const waiting = () => readJson<number[]>(sessionArea(), StorageKey.surveyQueue) ?? [];

/** The survey question to put to the student: one at a time, never while a reply streams. */
export const $currentSurvey = computed(
  [$surveyQueue, $chatMessages, $sending],
  (queue, messages, sending) => (sending ? null : nextSurvey(queue, messages)),
);

/** Queues the survey questions among messages the tutor brought. */
export function offerSurveys(messages: readonly ChatMessage[]): void {
  const offered = messages.filter((m) => m.type === 'survey_question').map((m) => m.id);
  if (offered.length) keep([...waiting(), ...offered.filter((id) => !waiting().includes(id))]);
}

/** "Not now": the question is not put again this session, and the next one waiting shows. */
export function dismissSurvey(messageId: number): void {
  keep(waiting().filter((id) => id !== messageId));
}

// Another user (or none) starts from what this session's storage holds for them.
$user.listen(() => $surveyQueue.set(waiting()));
