import {
  contentTerms,
  meaningfulWords,
  plainText,
  sentencesOf,
  stem,
  type Term,
} from '../../lib/words';

/** What relevance reads of a passage: where it is from, its text and what it says it is about. */
export interface Candidate {
  /** Null for a passage of the question bank. */
  documentId: number | null;
  title: string;
  content: string;
  /** A practice question's topic and text, for a passage of the question bank. */
  topic?: string;
  question?: string;
}

/** What the school's own notes are worth over a practice question covering as much. */
const NOTES_FIRST = 0.25;

const stemsOf = (text: string) => new Set(meaningfulWords(text).map(stem));

/** The markdown headings inside a passage ("# Photosynthesis basics"). */
const headingsOf = (content: string) =>
  (content.match(/^#{1,6}[ \t].*$/gm) ?? []).join(' ').replace(/#/g, ' ');

/** The share of the terms' weight that `stems` holds, 0 to 1. */
function covered(terms: Term[], stems: Set<string>): number {
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  const met = terms.reduce((sum, t) => sum + (stems.has(t.stem) ? t.weight : 0), 0);
  return total ? met / total : 0;
}

/**
 * How well a passage answers a question: null when it is not about it, else a score that grows
 * with how much of the question it covers, more when its heading (title, topic, markdown
 * headings) names what is asked, more when one sentence of it answers the whole question, and
 * more for the school's own notes.
 *
 * A passage is about the question when it holds more than half of the question's weighted
 * content words and at least one word naming the topic: "how do volcanoes form" is not answered
 * by "simplest form", nor "the water cycle" by a note that only says "water".
 */
export function relevance(terms: Term[], passage: Candidate): number | null {
  const heading = stemsOf([passage.title, passage.topic, headingsOf(passage.content)].join(' '));
  const body = [passage.question, passage.content].filter(Boolean).join('\n\n');
  const stems = new Set([...heading, ...stemsOf(body)]);
  const coverage = covered(terms, stems);
  if (coverage <= 0.5 || !terms.some((t) => t.topical && stems.has(t.stem))) return null;
  const focus = Math.max(
    0,
    ...sentencesOf(plainText(body)).map((sentence) => covered(terms, stemsOf(sentence))),
  );
  const notes = passage.documentId === null ? 0 : NOTES_FIRST;
  return coverage + covered(terms, heading) / 2 + focus / 4 + notes;
}

/**
 * The passages that answer `question`, best first, at most `limit`. Equal scores keep the order
 * given (full-text rank).
 */
export function mostRelevant<P extends Candidate>(
  question: string,
  passages: P[],
  limit: number,
): P[] {
  const terms = contentTerms(question);
  return passages
    .map((passage, index) => ({ passage, index, score: relevance(terms, passage) }))
    .filter((judged): judged is typeof judged & { score: number } => judged.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((judged) => judged.passage);
}
