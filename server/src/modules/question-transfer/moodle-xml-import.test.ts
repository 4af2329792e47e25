import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/read';
import { readMoodleXml } from './moodle-xml-import';

describe('reading Moodle XML', () => {
  const { drafts, rejections } = readMoodleXml(fixture('mixed.xml'));

  it('takes each supported question with the line of its <question>, type, marks and topic', () => {
    expect(drafts.map((d) => [d.line, d.questionTypeId, d.marks, d.topic, d.text])).toEqual([
      [6, 1, 2, 'Measures', 'Which is the biggest?'],
      [16, 2, 1, 'Measures', 'Which are lengths?'],
      [25, 1, 1, 'Measures', 'A kilogram is 1000 g.'],
      [31, 4, 1, 'Measures', 'The SI unit of length?'],
      [38, 3, 1, 'Measures', 'How wide is the desk?'],
      [47, 5, 3, 'Measures', 'Why do we measure?'],
    ]);
  });

  it('keeps the unit of a numerical answer, the explanation and the grader’s information', () => {
    expect(drafts[4]).toMatchObject({
      unit: 'cm',
      answer: { kind: 'numeric', value: 120, tolerance: 5, unit: 'cm', accepted_units: [] },
    });
    expect(drafts[0]!.explanation).toBe('A metre is 100 cm.');
    expect(drafts[5]!.answer).toEqual({
      kind: 'rubric',
      points: [{ description: 'Mentions fairness.', marks: 3, keywords: [] }],
    });
  });

  it('rejects matching, part-mark and no-right-answer questions with their lines and reasons', () => {
    expect(rejections.map((r) => [r.line, r.reason])).toEqual([
      [53, 'Kyu has no matching questions.'],
      [57, expect.stringContaining('part marks')],
      [63, 'No option is marked right.'],
    ]);
  });

  it('answers broken XML as a 400 naming its line', () => {
    expect(() => readMoodleXml('<quiz>\n<question type="essay">\n</quiz>')).toThrow(/line 3/);
  });

  it('rejects a question worth more marks than Kyu gives', () => {
    const xml =
      '<quiz>\n<question type="truefalse"><questiontext format="plain_text"><text>Yes?</text></questiontext>' +
      '<defaultgrade>1e20</defaultgrade><answer fraction="100"><text>true</text></answer></question>\n</quiz>';
    expect(readMoodleXml(xml).rejections).toEqual([
      { line: 2, reason: 'A question is worth 1 to 100 marks in Kyu.', text: 'Yes?' },
    ]);
  });

  it('answers XML that is not a quiz as a 400', () => {
    expect(() => readMoodleXml('<html></html>')).toThrow(/no <quiz>/);
  });
});
