import type {
  ItemCompletion,
  Lesson,
  LessonItem,
  LessonSection,
  StudentAssignment,
} from '../contract';

/** How much of something is done: items completed of the items there are, and the percentage. */
export interface Progress {
  done: number;
  total: number;
  percent: number;
}

const progressOf = (items: readonly LessonItem[]): Progress => {
  const done = items.filter((item) => item.completed).length;
  const total = items.length;
  return { done, total, percent: total ? Math.round((done / total) * 100) : 0 };
};

/** The items of a lesson, in order, section by section. */
export const itemsOf = (lesson: Lesson): LessonItem[] => lesson.sections.flatMap((s) => s.items);

/** A section is complete when all its items are; one with no items has nothing to complete. */
export const isSectionComplete = (section: LessonSection): boolean =>
  section.items.length > 0 && section.items.every((item) => item.completed);

/** A lesson's progress over all its items. */
export const lessonProgress = (lesson: Lesson): Progress => progressOf(itemsOf(lesson));

/** A learning path's progress over every item of its lessons. */
export const pathProgress = (lessons: readonly Lesson[]): Progress =>
  progressOf(lessons.flatMap(itemsOf));

/** The lesson with the item marked completed, with the marks the server gave it. */
export function markCompleted(lesson: Lesson, completion: ItemCompletion): Lesson {
  return {
    ...lesson,
    sections: lesson.sections.map((section) => ({
      ...section,
      items: section.items.map((item) =>
        item.id === completion.item_id
          ? {
              ...item,
              completed: true,
              marks_given: completion.marks_given,
              max_score: completion.max_score,
            }
          : item,
      ),
    })),
  };
}

/** The item with this id among the lessons, with its lesson; null when none has it. */
export function findItem(
  lessons: readonly Lesson[],
  itemId: number,
): { lesson: Lesson; item: LessonItem } | null {
  for (const lesson of lessons) {
    const item = itemsOf(lesson).find((i) => i.id === itemId);
    if (item) return { lesson, item };
  }
  return null;
}

/** An assignment is overdue when its due date has passed and it is not completed. */
export const isOverdue = (assignment: StudentAssignment, now: Date): boolean =>
  !assignment.completed &&
  assignment.due_date !== null &&
  new Date(assignment.due_date).getTime() < now.getTime();

/** Assignments as the dashboard lists them: open ones first, soonest due first, undated last. */
export function byDueDate(assignments: readonly StudentAssignment[]): StudentAssignment[] {
  const due = (a: StudentAssignment) =>
    a.due_date === null ? Number.POSITIVE_INFINITY : new Date(a.due_date).getTime();
  return [...assignments].sort(
    (a, b) => Number(a.completed) - Number(b.completed) || due(a) - due(b),
  );
}
