import type {
  LearningPath,
  Lesson,
  LessonItem,
  LessonSection,
  StudentAssignment,
} from '@kyu/core/contract';

let nextId = 700;

/** A reading item, not completed, unless the test says otherwise. */
export function makeLessonItem(overrides: Partial<LessonItem> = {}): LessonItem {
  return {
    id: nextId++,
    title: 'Read about halves',
    note: 'A **half** is one of two equal parts.',
    item_type_id: 1,
    worksheet_id: null,
    completed: false,
    marks_given: null,
    max_score: null,
    ...overrides,
  };
}

/** A section holding `items` (one reading by default). */
export function makeLessonSection(overrides: Partial<LessonSection> = {}): LessonSection {
  return {
    id: nextId++,
    title: 'Halves',
    description: '',
    section_matrix: {},
    course_tagging_ids: [],
    is_edited: false,
    items: [makeLessonItem()],
    ...overrides,
  };
}

/** A learning-path lesson of course 1 with one section. */
export function makeLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: nextId++,
    title: 'Fractions',
    description: 'Parts of a whole',
    course_id: 1,
    lesson_type_id: 3,
    school_id: null,
    position: 0,
    cover_url: null,
    assignment_id: null,
    due_date: null,
    sections: [makeLessonSection()],
    ...overrides,
  };
}

/** The learning path of course 1 with these lessons (one by default). */
export const makeLearningPath = (lessons: Lesson[] = [makeLesson()]): LearningPath => ({
  course_id: 1,
  lessons,
});

/** A worksheet given to class 1, due on 2026-02-01, not yet handed in. */
export function makeStudentAssignment(
  overrides: Partial<StudentAssignment> = {},
): StudentAssignment {
  return {
    kind: 'worksheet',
    assignment_id: nextId++,
    title: 'Fractions worksheet',
    course_id: 1,
    class_id: 1,
    worksheet_id: nextId++,
    lesson_id: null,
    due_date: '2026-02-01T09:00:00.000Z',
    assigned_at: '2026-01-20T09:00:00.000Z',
    completed: false,
    submitted: false,
    ...overrides,
  };
}
