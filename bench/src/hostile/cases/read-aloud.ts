/**
 * Issue item 1: text that breaks the shared speech engine, read aloud through a chat message
 * and through a question; each followed by the check that read-aloud still works for everyone.
 */
import { hostileCase, WANTS } from '../case';
import type { Kyu } from '../kyu';
import { newQuestion, readAloudWorks, say } from './calls';

/** 200 digits, the same in every run. */
const DIGITS = Array.from({ length: 200 }, (_, i) => (i * 7 + 3) % 10).join('');

/** A student's chat message holding `spoken`, then `spoken` read aloud. */
const chatSpeech = (item: string, name: string, spoken: string) =>
  hostileCase({
    item,
    name,
    wants: WANTS.answered,
    prepare: async (kyu: Kyu) => {
      const { answer, messageId } = await say(kyu, 'student', `Please read this out: ${spoken}`);
      if (messageId === null) throw new Error(`the chat message got ${answer.status}`);
      return messageId;
    },
    hostile: async (kyu, messageId, signal) => ({
      answers: [
        await kyu.call('POST', `/chat/${messageId}/speech`, {
          as: 'student',
          json: { text: spoken },
          signal,
        }),
      ],
    }),
    after: readAloudWorks,
  });

export const readAloudCases = [
  chatSpeech('1', 'chat message of a 200-digit number, read aloud', DIGITS),
  hostileCase({
    item: '1',
    name: "question of 20,000 '[' read aloud (GET /questions/{id}/audio)",
    wants: WANTS.answered,
    prepare: (kyu: Kyu) => newQuestion(kyu, '['.repeat(20_000)),
    hostile: async (kyu, questionId, signal) => ({
      answers: [await kyu.call('GET', `/questions/${questionId}/audio`, { as: 'admin', signal })],
    }),
    after: readAloudWorks,
  }),
];

/** Own: the longest text speech takes, one word of a single letter. */
export const ownReadAloudCases = [
  chatSpeech('own', 'chat message of one 4,000-letter word, read aloud', 'a'.repeat(4000)),
];
