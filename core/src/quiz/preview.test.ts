import { describe, expect, it } from 'vitest';
import { choiceQuestion } from '@kyu/test-support/data';
import type { QuestionInput } from '../contract';
import { previewEvaluation, previewStudentQuestion } from './preview';

const input = (over: Partial<QuestionInput> = {}): QuestionInput => ({
  ...choiceQuestion(),
  course_id: 5,
  difficulty_level_id: 1,
  course_tagging_ids: [],
  ...over,
});

describe('quiz preview', () => {
  it('shows a student no key, and an unsaved question under id 1', () => {
    const shown = previewStudentQuestion({ question: input() });
    expect(shown.id).toBe(1);
    expect(shown).not.toHaveProperty('answer');
    expect(shown).not.toHaveProperty('explanation');
    expect(shown.options[1]).toEqual({ order: 2, text: 'Paris' });
  });

  it("numbers a group's parts 1, 2, … as the preview marker does", () => {
    const part = { ...choiceQuestion(), text: 'Part' };
    const shown = previewStudentQuestion({
      question: input({ question_type_id: 6, sub_questions: [part, part] }),
      passage: { title: 'Cities', text: 'Read me.' },
    });
    expect(shown.sub_questions.map((p) => p.id)).toEqual([1, 2]);
    expect(shown.passage_id).toBe(1);
  });

  it('shows the mark with the explanation and method the editor wrote', () => {
    const mark = {
      marks_given: 0,
      max_marks: 1,
      is_full_marks: false,
      feedback: '',
      needs_review: false,
    };
    expect(previewEvaluation({ question: input() }, '1', mark)).toMatchObject({
      value: '1',
      marks_given: 0,
      explanation: expect.stringContaining('Paris'),
      method_answer: 'Recall the capital cities of Europe.',
      feedback: null,
    });
  });
});
