import { contentTerms, normalised, stem, type Term } from '../../lib/words';

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

const LETTER = /[\p{L}\p{N}]/u;
const WORD_AT = /[\p{L}\p{N}]+/uy;

/**
 * The terms' stems that `text` (lower case) holds. A stem is a prefix of its word, so each is
 * looked for as a string and only the words it starts are stemmed: every question waits on
 * this, over every candidate passage, and tokenising whole passages costs several times more.
 */
function held(terms: Term[], text: string): Set<string> {
  const found = new Set<string>();
  for (const { stem: wanted } of terms) {
    for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + 1)) {
      if (at > 0 && LETTER.test(text[at - 1]!)) continue;
      WORD_AT.lastIndex = at;
      if (stem(WORD_AT.exec(text)?.[0] ?? '') !== wanted) continue;
      found.add(wanted);
      break;
    }
  }
  return found;
}

/** Texts as `held` reads them: one string, lower case, "%" spelled out as in the terms. */
const lower = (texts: (string | undefined)[]) => normalised(texts.filter(Boolean).join('\n'));

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
  const heading = held(terms, lower([passage.title, passage.topic, headingsOf(passage.content)]));
  // Sentences roughly: they only rank here; the tutor splits them properly to quote them.
  const sentences = lower([passage.question, passage.content])
    .split(/[.!?]\s|\n/)
    .map((sentence) => held(terms, sentence));
  const stems = new Set([...heading, ...sentences.flatMap((found) => [...found])]);
  const coverage = covered(terms, stems);
  if (coverage <= 0.5 || !terms.some((t) => t.topical && stems.has(t.stem))) return null;
  const focus = Math.max(0, ...sentences.map((found) => covered(terms, found)));
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
