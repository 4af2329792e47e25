import { isBlank, noAnswer, outcome } from './outcome';
import { pointLines, questionMarks, rubricOf } from './rubric';
import type { MarkableQuestion, MarkOutcome } from './types';

/** Lower case, straight apostrophes, one space for any run of spaces. */
const normalised = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `\b` knows only ASCII letters; this boundary knows "é" and "ß" too. */
const containsWord = (answer: string, keyword: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(keyword)}(?![\\p{L}\\p{N}])`, 'u').test(answer);

/** The first keyword of a point found in the answer; a point with none can't be met offline. */
const found = (answer: string, keywords: string[]) =>
  keywords.map(normalised).find((k) => k && containsWord(answer, k));

/**
 * Marks an open answer without a model: each rubric point earns its marks when the answer holds
 * any of its keywords. Always an estimate, so it needs review: the flag says so, and the quiz
 * shows the one note that goes with it, so the feedback carries none of its own.
 */
export function markOffline(question: MarkableQuestion, value: string | null): MarkOutcome {
  if (isBlank(value)) return noAnswer(question.marks);
  const points = rubricOf(question);
  const answer = normalised(value);
  const hits = points.map((p) => found(answer, p.keywords));
  const earned = points.map((p, i) => (hits[i] ? p.marks : 0));
  const why = points.map((p, i) => {
    const hit = hits[i];
    if (hit) return `Point ${i + 1} met: the answer says "${hit}".`;
    if (!p.keywords.some((k) => k.trim())) return `Point ${i + 1} has no keywords to look for.`;
    return `Point ${i + 1} missed: none of its keywords are in the answer.`;
  });
  return outcome(
    questionMarks(question, points, earned),
    question.marks,
    pointLines(points, earned).join('\n'),
    `Offline keyword estimate. ${why.join(' ')}`,
    true,
  );
}
