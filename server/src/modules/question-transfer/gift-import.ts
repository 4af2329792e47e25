import { parse, type GIFTQuestion, type NumericalFormat, type TextFormat } from 'gift-pegjs';
import { QuestionType } from '@kyu/core/contract';
import { htmlToText } from '../../lib/html-text';
import { badRequest } from '../../lib/problem';
import { giftBlocks } from './gift-blocks';
import {
  DEFAULT_TOPIC,
  numbered,
  snippet,
  topicOfCategory,
  type Draft,
  type ReadResult,
  type Rejection,
} from './draft';
import { settle } from './editor-limits';
import { essayKey, numericKey, textKey } from './keys';
import { assertFewEnough, questionCounter } from './limits';

const textOf = (format: TextFormat) =>
  format.format === 'html' ? htmlToText(format.text) : format.text.trim();

/** An answer that earns full marks: `=` with no weight, or a weight of 100. */
const full = (c: { isCorrect: boolean; weight: number | null }) =>
  (c.isCorrect && c.weight === null) || c.weight === 100;

type Question = Exclude<GIFTQuestion, { type: 'Category' }>;
type Built = Omit<Draft, 'line' | 'topic' | 'text' | 'explanation' | 'unit' | 'marks'> & {
  unit?: string | null;
};

function choiceOf(q: Extract<Question, { type: 'MC' }>): Built | string {
  const right = q.choices.flatMap((c, i) =>
    (c.weight ?? (c.isCorrect ? 100 : 0)) > 0 ? [i + 1] : [],
  );
  if (!right.length) return 'No option is marked right.';
  const weighted = q.choices.some((c) => c.weight !== null);
  return {
    questionTypeId:
      right.length === 1 && !weighted ? QuestionType.singleChoice : QuestionType.multipleChoice,
    options: numbered(q.choices.map((c) => textOf(c.text))),
    answer: { kind: 'choice', correct: right },
  };
}

function rangeOf(f: NumericalFormat) {
  if (f.type === 'high-low') {
    const high = f.numberHigh ?? 0;
    const low = f.numberLow ?? 0;
    return { value: (high + low) / 2, tolerance: Math.abs(high - low) / 2 };
  }
  return { value: f.number ?? 0, tolerance: f.type === 'range' ? Math.abs(f.range ?? 0) : 0 };
}

function numericOf(q: Extract<Question, { type: 'Numerical' }>): Built | string {
  const answers = Array.isArray(q.choices)
    ? q.choices
    : [{ isCorrect: true, weight: null, text: q.choices }];
  const right = answers.filter(full);
  if (answers.length !== 1 || right.length !== 1) {
    return `Kyu's numeric answer holds one value earning full marks; this question gives ${answers.length} answers.`;
  }
  const { value, tolerance } = rangeOf(right[0]!.text);
  return {
    questionTypeId: QuestionType.numeric,
    options: [],
    answer: numericKey(value, tolerance, null),
  };
}

function shortOf(q: Extract<Question, { type: 'Short' }>): Built | string {
  if (q.choices.some((c) => !full(c))) {
    return "Kyu's short answers earn full marks or none; this question gives part marks to some answers.";
  }
  return {
    questionTypeId: QuestionType.shortText,
    options: [],
    answer: textKey(
      q.choices.map((c) => textOf(c.text)),
      false,
    ),
  };
}

/** The Kyu question a GIFT question becomes, or why it cannot become one. */
function build(q: Question): Built | string {
  switch (q.type) {
    case 'MC':
      return choiceOf(q);
    case 'TF':
      return {
        questionTypeId: QuestionType.singleChoice,
        options: numbered(['True', 'False']),
        answer: { kind: 'choice', correct: [q.isTrue ? 1 : 2] },
      };
    case 'Numerical':
      return numericOf(q);
    case 'Short':
      return shortOf(q);
    case 'Essay':
      return { questionTypeId: QuestionType.openAnswer, options: [], answer: essayKey(1) };
    case 'Matching':
      return 'Kyu has no matching questions.';
    case 'Description':
      return 'A description asks nothing, so Kyu has nothing to mark.';
  }
}

/** Parses one block, naming the file's line of a syntax error in a 400. */
function parseBlock(text: string, firstLine: number) {
  try {
    return parse(text);
  } catch (error) {
    // Anything the parser throws is the file's fault; without a location, the block's line.
    const at = (error as { location?: { start: { line: number } } }).location;
    const line = firstLine + (at ? at.start.line - 1 : 0);
    // The parser's message quotes what it found, which may be the rest of the file.
    const message = snippet((error as Error).message, 200);
    throw badRequest(`The GIFT file does not parse at line ${line}: ${message}`, {
      file: [`line ${line}: ${message}`],
    });
  }
}

/**
 * Reads a GIFT file: each question as a Kyu draft or a rejection with its line and reason;
 * `$CATEGORY` lines name the topic of the questions after them. A syntax error is a 400; more
 * questions than one import takes a 413, counted by blocks before any is parsed (a block may
 * hold more than one, so they are counted again as they are read).
 */
export function readGift(source: string): ReadResult {
  const blocks = giftBlocks(source);
  assertFewEnough(blocks.filter((block) => !block.category).length);
  const counted = questionCounter();
  const found: (Draft | Rejection)[] = [];
  let topic = DEFAULT_TOPIC;
  for (const block of blocks) {
    parseBlock(block.text, block.firstLine).forEach((q, i) => {
      const line = block.contentLines[Math.min(i, block.contentLines.length - 1)]!;
      if (q.type === 'Category') {
        topic = topicOfCategory(q.title);
        return;
      }
      counted();
      const text = textOf(q.stem);
      const built = build(q);
      if (typeof built === 'string') {
        found.push({ line, reason: built, text: snippet(q.title ? `${q.title}: ${text}` : text) });
        return;
      }
      const explanation =
        q.type === 'Description' || !q.globalFeedback ? '' : textOf(q.globalFeedback);
      found.push({ unit: null, ...built, line, topic, text, marks: 1, explanation });
    });
  }
  return settle(found);
}
