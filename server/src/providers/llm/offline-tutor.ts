import type { ChatModel, ModelRequest, RetrievedPassage } from './types';
import { meaningfulWords, sentencesOf, stem, titleFrom, topicWords } from './words';

/** Said on every offline reply, so nobody mistakes templates for a model. */
export const OFFLINE_NOTE =
  "_— Kyu's offline tutor. Ask your school to connect a model for fuller answers._";

const GUIDING_QUESTIONS = [
  (term: string) =>
    `How could you use that idea about ${term} to answer your own question? Try it and tell me what you get.`,
  (term: string) =>
    `Can you put that idea about ${term} into your own words first? Then try your question with it.`,
  () => 'Looking at that, what do you think the first step for your question would be?',
  () => 'Which part of that matches what you are stuck on, and what would you try next?',
];

/** A stable pick, so the same question gets the same wording (and tests can rely on it). */
const pick = <T>(items: readonly T[], seed: string): T => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return items[hash % items.length]!;
};

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;

const lastQuestion = (request: ModelRequest) =>
  [...request.turns]
    .reverse()
    .find((t) => t.role === 'user')
    ?.content.trim() ?? '';

/** The one or two sentences of a passage that share the most words with the question. */
function keySentences(passage: RetrievedPassage, question: string): string {
  const wanted = new Set(meaningfulWords(question).map(stem));
  const scored = sentencesOf(passage.content).map((sentence, index) => ({
    sentence,
    index,
    score: meaningfulWords(sentence).filter((w) => wanted.has(stem(w))).length,
  }));
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, 2);
  const chosen = best.sort((a, b) => a.index - b.index).map((s) => s.sentence);
  return clip(chosen.join(' '), 320);
}

/** The question's main word that the notes also use, for the guiding question. */
function keyTerm(question: string, notes: string): string {
  const inNotes = new Set(meaningfulWords(notes).map(stem));
  const words = topicWords(question);
  return words.find((w) => inNotes.has(stem(w))) ?? words[0] ?? 'this';
}

function guided(request: ModelRequest, question: string, hello: string): string {
  const best = request.passages[0]!;
  const notes = keySentences(best, question);
  const sources = [...new Set(request.passages.map((p) => p.title))].slice(0, 3);
  return [
    `${hello}You asked: "${clip(question, 160)}" Let's work it out together rather than me just giving you the answer.`,
    `Your school's notes in **${best.title}** say:`,
    `> ${notes}`,
    pick(GUIDING_QUESTIONS, question)(keyTerm(question, notes)),
    `Sources: ${sources.map((t) => `**${t}**`).join(', ')}`,
  ].join('\n\n');
}

function withoutNotes(question: string, hello: string): string {
  const term = topicWords(question)[0] ?? 'this';
  return [
    `${hello}You asked: "${clip(question, 160)}" I don't have any notes from your school on that yet, so let's think it through together.`,
    `What do you already know about ${term}? Write down one thing you're sure of, and we'll build from there.`,
  ].join('\n\n');
}

/** During a quiz or mock exam: how to approach it, never the answer, and no notes quoted. */
function duringAssessment(question: string, hello: string): string {
  const term = topicWords(question)[0];
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
      : withoutNotes(question, hello);
  return `(Offline tutor)\n\n${body}\n\n${OFFLINE_NOTE}`;
}

/** A few words at a time, yielding to the event loop between chunks as a network stream would. */
async function* inChunks(text: string, signal: AbortSignal, wordsPerChunk = 3) {
  const words = text.match(/\s*\S+/g) ?? [];
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
