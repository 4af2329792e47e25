import type { ChatModel, ModelRequest, RetrievedPassage } from './types';
import { numbersOf, titleFrom } from '../../lib/words';
import {
  clip,
  keySentences,
  listed,
  missingWords,
  practiceQuote,
  quoted,
  stepsOf,
  topicPhrase,
} from './tutor-phrasing';

/** Said on every offline reply, so nobody mistakes templates for a model. */
export const OFFLINE_NOTE =
  "_— Kyu's offline tutor. Ask your school to connect a model for fuller answers._";

const GUIDING_QUESTIONS = [
  (topic: string) =>
    `How could you use that idea about ${topic} to answer your own question? Try it and tell me what you get.`,
  (topic: string) =>
    `Can you put that idea about ${topic} into your own words first? Then try your question with it.`,
  () => 'Looking at that, what do you think the first step for your question would be?',
  () => 'Which part of that matches what you are stuck on, and what would you try next?',
];

/** A stable pick, so the same question gets the same wording (and tests can rely on it). */
const pick = <T>(items: readonly T[], seed: string): T => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return items[hash % items.length]!;
};

const lastQuestion = (request: ModelRequest) =>
  [...request.turns]
    .reverse()
    .find((t) => t.role === 'user')
    ?.content.trim() ?? '';

/** The next step, put to the student: with the numbers they gave, when they gave some. */
function nextStep(question: string, otherwise: string): string {
  const numbers = numbersOf(question).slice(0, 4);
  return numbers.length
    ? `Now try that with the numbers in your question (${listed(numbers)}). What do you get at each step?`
    : otherwise;
}

/** Says so, when the best passage leaves out part of what was asked. */
function closestOnly(question: string, best: RetrievedPassage): string[] {
  const missing = missingWords(question, best);
  return missing.length
    ? [
        `Nothing I found mentions ${listed(missing.map((w) => `**${w}**`))}, so here is the closest thing in your school's material.`,
      ]
    : [];
}

/** Quotes the school's notes: the sentences that answer the question. */
function fromNotes(question: string, best: RetrievedPassage, topic: string): string[] {
  return [
    `Your school's notes in **${best.title}** say:`,
    quoted(keySentences(best.content, question)),
    nextStep(question, pick(GUIDING_QUESTIONS, question)(topic)),
  ];
}

/**
 * Shows a practice question like the student's and the start of its worked method, never its
 * last step (the answer), and asks for the rest.
 */
function fromPractice(
  question: string,
  best: RetrievedPassage & { question: string },
  topic: string,
): string[] {
  const steps = stepsOf(best.content);
  const [explanation = ''] = best.content.split('\n\n');
  const shown = steps.length > 1 ? steps.slice(0, Math.min(3, steps.length - 1)) : [];
  const about = best.topic ? ` on **${best.topic}**` : '';
  const definition = /^\s*what\s+(?:is|are)\s[\p{L}\s]+(?:\?\s*)?$/iu.test(question);
  return [
    `A practice question${about} is close to yours:`,
    quoted(practiceQuote(best.question)),
    ...(shown.length
      ? [
          'Its worked method starts like this:',
          quoted(shown.map((step, i) => `${i + 1}. ${step}`).join('\n')),
        ]
      : ['Its explanation says:', quoted(keySentences(explanation, question))]),
    nextStep(
      question,
      definition
        ? `From that working, how would you explain ${topic} in your own words?`
        : 'How would you use the same steps for your own question? Try the first one and tell me what you get.',
    ),
  ];
}

function guided(request: ModelRequest, question: string, hello: string): string {
  const best = request.passages[0]!;
  const topic = topicPhrase(question) ?? 'this';
  const sources = [...new Set(request.passages.map((p) => p.title))].slice(0, 3);
  return [
    `${hello}You asked: "${clip(question, 160)}" Let's work it out together rather than me just giving you the answer.`,
    ...closestOnly(question, best),
    ...(best.question
      ? fromPractice(question, { ...best, question: best.question }, topic)
      : fromNotes(question, best, topic)),
    `Sources: ${sources.map((t) => `**${t}**`).join(', ')}`,
  ].join('\n\n');
}

/** A guiding question about what was asked, shaped by how it was asked. */
function thinkItThrough(question: string, topic: string): string {
  if (/^\s*why\b/i.test(question))
    return `What do you think could explain ${topic}? Write down one idea, and we'll check it together.`;
  if (/^\s*how\b/i.test(question))
    return `What do you already know about ${topic}? Think about what happens first, and write that step down.`;
  return `What do you already know about ${topic}? Write down one thing you're sure of, and we'll build from there.`;
}

/** Nothing in the school's notes is about the question: says so, quotes nothing, and guides. */
function notInNotes(question: string, hello: string): string {
  const topic = topicPhrase(question);
  if (!topic) {
    return `${hello}Tell me which question or topic you're working on, and what you've tried so far. We'll take it one step at a time.`;
  }
  return [
    `${hello}You asked: "${clip(question, 160)}" I couldn't find this in your school's notes, so I won't quote notes about something else. Let's think it through together.`,
    thinkItThrough(question, topic),
    `You could also ask your teacher for notes on ${topic}, so I can point you to them next time.`,
  ].join('\n\n');
}

/** During a quiz or mock exam: how to approach it, never the answer, and no notes quoted. */
function duringAssessment(question: string, hello: string): string {
  const term = topicPhrase(question);
  return [
    `${hello}You're in the middle of a quiz, so I won't give you the answer, but you can do this!`,
    [
      '1. Read the question slowly and pick out the key words.',
      '2. Say in your own words what it is asking you to find.',
      `3. Think back to what you learnt${term ? ` about ${term}` : ''}, and take one step at a time.`,
    ].join('\n'),
    'Which part of the question feels tricky right now?',
  ].join('\n\n');
}

/** The whole reply; pure, so the same request always gets the same words. */
export function composeReply(request: ModelRequest): string {
  const question = lastQuestion(request);
  const hello = request.studentName ? `Hi ${request.studentName}! ` : '';
  const body = request.duringAssessment
    ? duringAssessment(question, hello)
    : request.passages.length
      ? guided(request, question, hello)
      : notInNotes(question, hello);
  return `(Offline tutor)\n\n${body}\n\n${OFFLINE_NOTE}`;
}

/** A few words at a time, yielding to the event loop between chunks as a network stream would. */
async function* inChunks(text: string, signal: AbortSignal, wordsPerChunk = 3) {
  // Each word with the space before it; the space at the very end is left out, as before.
  let from = 0;
  const words = [...text.matchAll(/\S+/g)].map((m) => {
    const word = text.slice(from, m.index + m[0].length);
    from = m.index + m[0].length;
    return word;
  });
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    if (signal.aborted) return;
    yield words.slice(i, i + wordsPerChunk).join('');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The default tutor: no network and no model. It guides with a question grounded in the passages
 * the caller retrieved from the school's documents, names them, and says that it is offline.
 */
export function offlineTutor(): ChatModel {
  return {
    name: "Kyu's offline tutor",
    offline: true,
    reply: (request, signal) => inChunks(composeReply(request), signal),
    title: async (firstQuestion) => titleFrom(firstQuestion),
  };
}
