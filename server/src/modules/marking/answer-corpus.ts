import type { MarkableQuestion } from './types';
import { openQuestion, question } from './test-factories';

/**
 * Test-only: one question of each type, and stored answer texts for them, ordinary and hostile,
 * for the tests that hold marking and the answer check to what they answered before the answer
 * codec moved into core's contract.
 */
const single = question({ id: 1 });
const multiple = question({
  id: 2,
  question_type_id: 2,
  marks: 2,
  answer: { kind: 'choice', correct: [1, 3] },
});
const numeric = question({
  id: 3,
  question_type_id: 3,
  marks: 2,
  options: [],
  answer: { kind: 'numeric', value: 42, tolerance: 0, unit: 'cm', accepted_units: [] },
});
const shortText = question({
  id: 4,
  question_type_id: 4,
  options: [],
  answer: {
    kind: 'text',
    accepted: ['Photosynthesis'],
    case_sensitive: false,
    ignore_spacing: false,
  },
});
const open = openQuestion({ id: 5 });
const group = question({
  id: 10,
  question_type_id: 6,
  marks: 8,
  options: [],
  answer: { kind: 'group' },
  sub_questions: [
    { ...single, id: 11 },
    { ...multiple, id: 12 },
    { ...numeric, id: 13 },
    { ...shortText, id: 14 },
    { ...open, id: 15 },
  ],
});

const hostile = [
  '',
  '   ',
  '\n\t',
  '0',
  '-1',
  '1.5',
  '1e1',
  '０',
  '١',
  '1;2',
  '1,,',
  ',',
  '1,x',
  '9,x',
  '<script>alert(1)</script>',
  "'; DROP TABLE evaluations; --",
  '\u0000',
  '😀',
  'null',
  '{}',
  '[]',
  '"2"',
  '1,'.repeat(500),
];

/** Each question of the corpus with the texts to try on it. */
export const answerCorpus: { name: string; question: MarkableQuestion; texts: string[] }[] = [
  {
    name: 'single choice',
    question: single,
    texts: ['2', ' 2 ', '3', '02', '1,2', '2,2', '2 , 2', '7', 'two', ...hostile],
  },
  {
    name: 'multiple choice',
    question: multiple,
    texts: ['1,3', '3, 1', '1', '1,2,3', '1,3,3', ' 1 ,3 ', '1,7', '4,2', 'a,b', ...hostile],
  },
  {
    name: 'numeric',
    question: numeric,
    texts: ['42', '42 cm', '42cm', '4,2', '1/2', '−42', '42 mm', 'forty-two', ...hostile],
  },
  {
    name: 'short text',
    question: shortText,
    texts: [
      'Photosynthesis',
      ' photosynthesis. ',
      'photo, synthesis',
      'Fotosíntesis',
      'ʻokina',
      ...hostile,
    ],
  },
  {
    name: 'open answer',
    question: open,
    texts: ['Photosynthesis makes food with energy from light.', 'a,b,c', ...hostile],
  },
  {
    name: 'group',
    question: group,
    texts: [
      JSON.stringify({ 11: '2', 12: '1,3', 13: '42 cm', 14: 'Photosynthesis', 15: 'energy' }),
      JSON.stringify({ 11: '3' }),
      JSON.stringify({ 11: null, 12: '  ' }),
      JSON.stringify({ 14: 'a "quoted", {braced} answer\nover two lines' }),
      JSON.stringify({ 14: '😀 ünïcödé' }),
      JSON.stringify({ 11: '1,2' }),
      JSON.stringify({ 11: '7' }),
      JSON.stringify({ 99: '1' }),
      JSON.stringify({ 11: 2 }),
      JSON.stringify({ 11: ['2'] }),
      JSON.stringify({ 11: { x: 1 } }),
      '{"11":"2","11":"3"}',
      '{"__proto__":"1"}',
      '{"011":"2"}',
      '{"11.0":"2"}',
      '{oops',
      '["2"]',
      '"2"',
      '2',
      'null',
      ...hostile,
    ],
  },
];
