import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { QuestionType } from '@kyu/core/contract';
import { htmlToText } from '../../lib/html-text';
import { badRequest } from '../../lib/problem';
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
import {
  MAX_XML_DEPTH,
  MAX_XML_ELEMENTS,
  assertFewEnough,
  nestedTooDeep,
  questionCounter,
  tooManyElements,
} from './limits';
import { scanMoodleXml } from './xml-lines';

/** An element as fast-xml-parser gives it: attributes under `@_`, children by name. */
type Node = { [key: string]: unknown };

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  // The parser's own bound, the same as ours: past it, it throws before building deeper.
  maxNestedTags: MAX_XML_DEPTH,
  isArray: (_name, path) =>
    ['quiz.question', 'quiz.question.answer', 'quiz.question.units.unit'].includes(String(path)),
});

const child = (node: Node | undefined, name: string) =>
  node && typeof node[name] === 'object' && node[name] !== null ? (node[name] as Node) : undefined;
const value = (node: Node | undefined, name: string) => {
  const v = node?.[name];
  if (typeof v === 'object' && v !== null) return String((v as Node)['#text'] ?? '');
  return v === undefined ? '' : String(v);
};

/** The text of a `<questiontext>`-like element, HTML made plain when its format is HTML. */
function textOf(node: Node | undefined) {
  const text = value(node, 'text');
  const format = value(node, '@_format') || 'html';
  return format === 'html' ? htmlToText(text) : text.trim();
}

interface Answer {
  fraction: number;
  text: string;
  node: Node;
}

const answersOf = (q: Node): Answer[] =>
  ((q.answer as Node[] | undefined) ?? []).map((node) => ({
    fraction: Number(value(node, '@_fraction') || 0),
    text: textOf(node),
    node,
  }));

type Built = Pick<Draft, 'questionTypeId' | 'options' | 'answer'> & { unit?: string | null };
const PART_MARKS = 'gives part marks to some answers, and Kyu gives full marks or none';

function multichoice(q: Node): Built | string {
  const answers = answersOf(q);
  const right = answers.flatMap((a, i) => (a.fraction > 0 ? [i + 1] : []));
  if (!right.length) return 'No option is marked right.';
  const single = ['true', '1'].includes(value(q, 'single'));
  if (single && right.length > 1) return `This single-answer question ${PART_MARKS}.`;
  return {
    questionTypeId: single ? QuestionType.singleChoice : QuestionType.multipleChoice,
    options: numbered(answers.map((a) => a.text)),
    answer: { kind: 'choice', correct: right },
  };
}

function truefalse(q: Node): Built | string {
  const right = answersOf(q).find((a) => a.fraction === 100);
  if (!right) return 'Neither true nor false is marked right.';
  return {
    questionTypeId: QuestionType.singleChoice,
    options: numbered(['True', 'False']),
    answer: { kind: 'choice', correct: [right.text.toLowerCase() === 'true' ? 1 : 2] },
  };
}

function shortanswer(q: Node): Built | string {
  const answers = answersOf(q);
  if (answers.some((a) => a.fraction > 0 && a.fraction < 100))
    return `This question ${PART_MARKS}.`;
  const accepted = answers.filter((a) => a.fraction === 100).map((a) => a.text);
  if (!accepted.length) return 'No answer earns full marks.';
  return {
    questionTypeId: QuestionType.shortText,
    options: [],
    answer: textKey(accepted, ['1', 'true'].includes(value(q, 'usecase'))),
  };
}

function numerical(q: Node): Built | string {
  const answers = answersOf(q).filter((a) => a.fraction > 0);
  if (answers.length !== 1 || answers[0]!.fraction !== 100) {
    return `Kyu's numeric answer holds one value earning full marks; this question gives ${answers.length} answers earning marks.`;
  }
  const [answer] = answers as [Answer];
  const number = Number(answer.text);
  if (!Number.isFinite(number)) return `The answer "${snippet(answer.text, 40)}" is not a number.`;
  const units = ((child(q, 'units')?.unit as Node[] | undefined) ?? [])
    .filter((u) => Number(value(u, 'multiplier') || 1) === 1)
    .map((u) => value(u, 'unit_name'))
    .filter(Boolean);
  const key = numericKey(
    number,
    Math.abs(Number(value(answer.node, 'tolerance') || 0)),
    units[0] ?? null,
  );
  if (key.kind === 'numeric') key.accepted_units = units.slice(1);
  return { questionTypeId: QuestionType.numeric, options: [], answer: key, unit: units[0] ?? null };
}

const BUILDERS: Record<string, (q: Node, marks: number) => Built | string> = {
  multichoice,
  truefalse,
  shortanswer,
  numerical,
  essay: (q, marks) => ({
    questionTypeId: QuestionType.openAnswer,
    options: [],
    answer: essayKey(marks, textOf(child(q, 'graderinfo'))),
  }),
};

/** A Moodle XML syntax error, or a file that is not a quiz, is a 400 naming the line. */
function parseQuiz(source: string): Node[] {
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    const { line } = valid.err;
    const msg = snippet(valid.err.msg, 200);
    throw badRequest(`The Moodle XML file does not parse at line ${line}: ${msg}`, {
      file: [`line ${line}: ${msg}`],
    });
  }
  let parsed: Node;
  try {
    parsed = parser.parse(source) as Node;
  } catch (error) {
    const message = (error as Error).message;
    if (message === 'Maximum nested tags exceeded') throw nestedTooDeep();
    throw badRequest(`The Moodle XML file cannot be read: ${snippet(message, 200)}`, {
      file: [snippet(message, 200)],
    });
  }
  const quiz = child(parsed, 'quiz');
  if (!quiz) {
    throw badRequest('The file is not Moodle XML: it has no <quiz> element.', {
      file: ['has no <quiz> element'],
    });
  }
  return (quiz.question as Node[] | undefined) ?? [];
}

/**
 * Reads a Moodle XML file: each `<question>` as a Kyu draft or a rejection with its line and
 * reason; a category question names the topic of the questions after it. More questions (or
 * elements) than one import takes is a 413, counted by a scan before the file is parsed.
 */
export function readMoodleXml(source: string): ReadResult {
  const scan = scanMoodleXml(source);
  const starts = scan.questions;
  assertFewEnough(starts.filter((start) => !start.category).length);
  if (scan.elements > MAX_XML_ELEMENTS) throw tooManyElements();
  const questions = parseQuiz(source);
  const counted = questionCounter();
  const found: (Draft | Rejection)[] = [];
  let topic = DEFAULT_TOPIC;
  questions.forEach((q, i) => {
    const line = starts[i]?.line ?? 1;
    const type = value(q, '@_type');
    if (type === 'category') {
      topic = topicOfCategory(value(child(q, 'category'), 'text'));
      return;
    }
    counted();
    const text = textOf(child(q, 'questiontext'));
    const marks = Math.max(1, Math.round(Number(value(q, 'defaultgrade') || 1)));
    const builder = BUILDERS[type];
    const built = builder
      ? builder(q, marks)
      : `Kyu has no ${snippet(type, 40) || 'untyped'} questions.`;
    if (typeof built === 'string') {
      const name = value(child(q, 'name'), 'text');
      found.push({ line, reason: built, text: snippet(name ? `${name}: ${text}` : text) });
      return;
    }
    const explanation = textOf(child(q, 'generalfeedback'));
    found.push({ unit: null, ...built, line, topic, text, marks, explanation });
  });
  return settle(found);
}
