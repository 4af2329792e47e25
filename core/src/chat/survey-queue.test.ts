import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../contract';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { StorageKey } from '../storage/keys';
import { makeChatMessage, makeSessionUser } from '@kyu/test-support/data';
import { json, mockFetch } from '@kyu/test-support/fetch';
import { sseStream } from '@kyu/test-support/sse';
import { resetCore } from '../testing/reset';
import {
  $chatMessages,
  $currentSurvey,
  $surveyQueue,
  answerSurvey,
  appendMessages,
  dismissSurvey,
  offerSurveys,
  resetChat,
  sendMessage,
} from '.';

let session: Storage;
let unwatch: () => void = () => undefined;
beforeEach(() => {
  ({ session } = resetCore());
  resetChat();
  $user.set(makeSessionUser());
  unwatch = $currentSurvey.listen(() => undefined);
});
afterEach(() => {
  unwatch();
  cleanStores($surveyQueue);
});

const survey = (surveyQuestionId: number) =>
  makeChatMessage({ type: 'survey_question', survey_id: 1, survey_question_id: surveyQuestionId });

/** The tutor bringing messages: shown, and their surveys offered. */
const bring = (...messages: ChatMessage[]) => {
  appendMessages(messages);
  offerSurveys(messages);
};

describe('survey queue', () => {
  it('puts the surveys it is offered one at a time, the next once the first is answered', async () => {
    const [confidence, motivation] = [survey(101), survey(301)];
    bring(makeChatMessage({ type: 'nudge' }), confidence, motivation);
    expect($currentSurvey.get()).toEqual(confidence);
    mockFetch(
      json(makeChatMessage({ type: 'survey_response', survey_question_id: 101, from_user: true })),
    );
    await answerSurvey(confidence.id, 3);
    expect($currentSurvey.get()).toEqual(motivation);
  });

  it('drops a dismissed survey for the session, even across a reload, and shows the next', () => {
    const [confidence, motivation] = [survey(101), survey(301)];
    bring(confidence, motivation);
    dismissSurvey(confidence.id);
    expect($currentSurvey.get()).toEqual(motivation);
    expect(JSON.parse(session.getItem(StorageKey.surveyQueue)!)).toEqual([motivation.id]);
    dismissSurvey(motivation.id);
    expect($currentSurvey.get()).toBeNull();
  });

  it('keeps what waits across a reload of the page', () => {
    vi.useFakeTimers();
    const confidence = survey(101);
    bring(confidence);
    // A fresh page: nobody watches the queue, then the coach mounts again.
    unwatch();
    vi.advanceTimersByTime(2000);
    $surveyQueue.set([]);
    unwatch = $currentSurvey.listen(() => undefined);
    vi.useRealTimers();
    expect($surveyQueue.get()).toEqual([confidence.id]);
    expect($currentSurvey.get()).toEqual(confidence);
  });

  it('never puts an unanswered survey of an earlier session, only those offered in this one', () => {
    $chatMessages.set([survey(101), makeChatMessage()]);
    expect($currentSurvey.get()).toBeNull();
  });

  it('waits while a reply streams, and puts the survey once it has finished', async () => {
    const confidence = survey(101);
    bring(confidence);
    const stream = sseStream();
    mockFetch(stream.response);
    const sent = sendMessage('What is a ratio?');
    expect($currentSurvey.get()).toBeNull();
    stream.send('message', makeChatMessage({ text: 'A ratio compares two amounts.' }));
    stream.send('done', {});
    stream.close();
    await sent;
    expect($currentSurvey.get()).toEqual(confidence);
  });

  it('forgets every survey waiting at sign-out', () => {
    bring(survey(101));
    signOutLocally();
    expect($surveyQueue.get()).toEqual([]);
    expect(session.getItem(StorageKey.surveyQueue)).toBeNull();
  });
});
