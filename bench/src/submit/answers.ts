/**
 * The answers every bench student sends, and what marking them must give. The bench reads the
 * quiz's keys from the database it seeded, answers half the questions right and half wrong, so
 * both outcomes are marked, and knows each question's marks before the server says them.
 */
import type { KeyedQuestion } from '@kyu/test-support/db';

export interface Answered {
  /** The `evaluations` field of the submit form. */
  evaluations: string;
  /** Marks each question must get, by question id. */
  expected: Map<number, { marks: number; max: number }>;
  total: number;
  max: number;
}

function answerOf(q: KeyedQuestion, right: boolean): string {
  const key = q.answer;
  if (key.kind === 'choice') {
    // A multiple choice answered wrong may earn part marks; it is always answered right.
    if (right || key.correct.length > 1) return key.correct.join(',');
    const wrong = q.options.find((o) => !key.correct.includes(o.order));
    if (!wrong) throw new Error(`question ${q.id} has no wrong option`);
    return String(wrong.order);
  }
  if (key.kind === 'numeric') return String(right ? key.value : key.value + 1000);
  throw new Error(
    `question ${q.id} is marked by ${key.kind}; the bench quiz must be choice and numeric only`,
  );
}

export function answersFor(questions: KeyedQuestion[]): Answered {
  const expected = new Map<number, { marks: number; max: number }>();
  const list = questions.map((q, i) => {
    const value = answerOf(q, i % 2 === 0);
    const right = i % 2 === 0 || (q.answer.kind === 'choice' && q.answer.correct.length > 1);
    expected.set(q.id, { marks: right ? q.marks : 0, max: q.marks });
    return { question_id: q.id, value, time_spent: 20, num_options_clicked: 1 };
  });
  const marks = [...expected.values()];
  return {
    evaluations: JSON.stringify(list),
    expected,
    total: marks.reduce((sum, m) => sum + m.marks, 0),
    max: marks.reduce((sum, m) => sum + m.max, 0),
  };
}
