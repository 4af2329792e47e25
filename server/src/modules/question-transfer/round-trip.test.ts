import { describe, expect, it } from 'vitest';
import { byTopic, type ExportedQuestion } from './exported';
import { toGift } from './gift-export';
import { readGift } from './gift-import';
import { toMoodleXml } from './moodle-xml-export';
import { readMoodleXml } from './moodle-xml-import';

let id = 0;
const question = (over: Partial<ExportedQuestion>): ExportedQuestion => ({
  id: ++id,
  topic: 'Fractions',
  questionTypeId: 1,
  text: 'What is {x}: 1 = 2 ~ 3 # 4?\n\nSecond paragraph.',
  options: [],
  marks: 1,
  unit: null,
  answer: { kind: 'group' },
  explanation: '',
  ...over,
});

const BANK: ExportedQuestion[] = [
  question({
    options: [
      { order: 1, text: 'a=b' },
      { order: 2, text: 'c' },
    ],
    answer: { kind: 'choice', correct: [2] },
    explanation: 'Because {so}.',
  }),
  question({
    questionTypeId: 2,
    topic: 'Shapes / Angles',
    options: [
      { order: 1, text: 'x' },
      { order: 2, text: 'y' },
      { order: 3, text: 'z' },
    ],
    answer: { kind: 'choice', correct: [1, 3] },
  }),
  question({
    questionTypeId: 3,
    answer: { kind: 'numeric', value: 2.5, tolerance: 0.1, unit: null, accepted_units: [] },
  }),
  question({
    questionTypeId: 4,
    answer: {
      kind: 'text',
      accepted: ['one', 'One #1'],
      case_sensitive: false,
      ignore_spacing: false,
    },
  }),
  question({
    questionTypeId: 5,
    marks: 2,
    answer: { kind: 'rubric', points: [{ description: 'Says why.', marks: 2, keywords: [] }] },
  }),
  question({ questionTypeId: 6, text: 'A group' }),
];

const shape = (q: {
  topic: string;
  questionTypeId: number;
  text: string;
  options: unknown;
  answer: unknown;
}) => ({
  topic: q.topic,
  questionTypeId: q.questionTypeId,
  text: q.text,
  options: q.options,
  answer: q.answer,
});

/** The questions as an export orders them: by topic, then as given; groups left out. */
const exported = (bank: ExportedQuestion[]) =>
  byTopic(bank.filter((q) => q.answer.kind !== 'group')).flatMap(([, list]) => list);

describe('export and import again', () => {
  it('reads its own GIFT back: every question but the group, the same', () => {
    const { drafts, rejections } = readGift(toGift(BANK));
    expect(rejections).toEqual([]);
    // GIFT keeps no marks or rubric: an essay comes back worth 1, with the default point.
    const essay = (q: { questionTypeId: number }) => q.questionTypeId === 5;
    expect(drafts.filter((d) => !essay(d)).map(shape)).toEqual(
      exported(BANK)
        .filter((q) => !essay(q))
        .map(shape),
    );
    expect(drafts.find(essay)).toMatchObject({ text: BANK[4]!.text, topic: 'Fractions' });
    expect(drafts[0]!.explanation).toBe('Because {so}.');
  });

  it('reads its own Moodle XML back with marks, units and rubric too', () => {
    const withUnit = question({
      questionTypeId: 3,
      unit: 'cm',
      answer: {
        kind: 'numeric',
        value: 4,
        tolerance: 0,
        unit: 'cm',
        accepted_units: ['centimetres'],
      },
    });
    const bank = [...BANK, withUnit];
    const { drafts, rejections } = readMoodleXml(toMoodleXml(bank));
    expect(rejections).toEqual([]);
    const kept = exported(bank);
    expect(drafts.map(shape)).toEqual(kept.map(shape));
    expect(drafts.map((d) => d.marks)).toEqual(kept.map((q) => q.marks));
    expect(drafts.filter((d) => d.questionTypeId === 3).map((d) => d.unit)).toEqual([null, 'cm']);
  });

  it('says in a comment which groups it left out', () => {
    expect(toGift(BANK)).toContain(`// Question ${BANK[5]!.id} is a group of parts`);
    expect(toMoodleXml(BANK)).toContain(`<!-- Question ${BANK[5]!.id} is a group of parts`);
  });
});
