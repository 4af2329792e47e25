import type { ClassReport, StudentReport } from '@kyu/core/contract';

const kept = { computed_at: '2026-03-01T10:00:00.000Z', start: null, end: null };
const ann = {
  student_id: 11,
  name: 'Ann Lee',
  answered: 6,
  correct: 4,
  score_percent: 70,
  easy: { answered: 3, correct: 3 },
  medium: { answered: 2, correct: 1 },
  hard: { answered: 1, correct: 0 },
};

/** A class report of class 1: one week, two topics, Ann, and one question she missed. */
export const classReport = (): ClassReport => ({
  class_id: 1,
  ...kept,
  totals: { student_count: 28, active_students: 1, answered: 6, correct: 4, score_percent: 70 },
  class_average: [{ week: '2026-02-23', answered: 6, score_percent: 80 }],
  school_average: [{ week: '2026-02-23', answered: 90, score_percent: 65 }],
  topics: [
    { topic_id: 2, topic_name: 'Decimals', answered: 3, mastery_percent: 90 },
    { topic_id: 1, topic_name: 'Fractions', answered: 3, mastery_percent: 40 },
  ],
  students: [ann],
  wrong_questions: [
    {
      question_id: 5,
      excerpt: 'Add 1/3 and 1/4',
      answered: 4,
      wrong_percent: 75,
      student_ids: [11],
    },
  ],
});

/** Ann's report in class 1: a week, a topic, a marked worksheet and a lesson under way. */
export const studentReport = (): StudentReport => ({
  class_id: 1,
  student_id: 11,
  name: 'Ann Lee',
  ...kept,
  totals: ann,
  score_over_time: [{ week: '2026-02-23', answered: 6, score_percent: 70 }],
  topics: [{ topic_id: 1, topic_name: 'Fractions', answered: 3, mastery_percent: 40 }],
  worksheets: [
    {
      assignment_id: 3,
      worksheet_id: 9,
      title: 'Fractions drill',
      date_assigned: '2026-02-20T09:00:00.000Z',
      due_date: null,
      submitted_at: '2026-02-24T09:00:00.000Z',
      marks: 7,
      max_marks: 10,
    },
  ],
  lessons: [
    { lesson_id: 4, title: 'Fractions lesson', items: 3, completed: 1, score_percent: null },
  ],
});
