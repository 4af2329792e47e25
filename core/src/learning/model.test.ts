import { describe, expect, it } from 'vitest';
import {
  makeLesson,
  makeLessonItem,
  makeLessonSection,
  makeStudentAssignment,
} from '@kyu/test-support/data';
import {
  byDueDate,
  findItem,
  isOverdue,
  isSectionComplete,
  lessonProgress,
  markCompleted,
  pathProgress,
} from './model';

describe('learning rules', () => {
  it('completing a lesson item marks it completed', () => {
    const item = makeLessonItem({ item_type_id: 2, worksheet_id: 9 });
    const lesson = makeLesson({
      sections: [makeLessonSection({ items: [item, makeLessonItem()] })],
    });
    const after = markCompleted(lesson, {
      item_id: item.id,
      assignment_id: null,
      completed: true,
      marks_given: 3,
      max_score: 4,
    });
    expect(after.sections[0]!.items.map((i) => i.completed)).toEqual([true, false]);
    expect(after.sections[0]!.items[0]).toMatchObject({ marks_given: 3, max_score: 4 });
    expect(lesson.sections[0]!.items[0]!.completed).toBe(false);
  });

  it('a section is complete when all its items are', () => {
    const done = makeLessonItem({ completed: true });
    expect(isSectionComplete(makeLessonSection({ items: [done, makeLessonItem()] }))).toBe(false);
    expect(isSectionComplete(makeLessonSection({ items: [done, { ...done, id: 1 }] }))).toBe(true);
    expect(isSectionComplete(makeLessonSection({ items: [] }))).toBe(false);
  });

  it('counts a lesson’s and a path’s progress over their items', () => {
    const lesson = makeLesson({
      sections: [
        makeLessonSection({ items: [makeLessonItem({ completed: true }), makeLessonItem()] }),
      ],
    });
    expect(lessonProgress(lesson)).toEqual({ done: 1, total: 2, percent: 50 });
    expect(pathProgress([lesson, makeLesson()])).toEqual({ done: 1, total: 3, percent: 33 });
    expect(pathProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('finds an item with its lesson, or null', () => {
    const lesson = makeLesson();
    const item = lesson.sections[0]!.items[0]!;
    expect(findItem([lesson], item.id)).toEqual({ lesson, item });
    expect(findItem([lesson], -1)).toBeNull();
  });

  it('marks an open assignment past its due date overdue, never a completed or undated one', () => {
    const now = new Date('2026-02-02T00:00:00.000Z');
    expect(isOverdue(makeStudentAssignment(), now)).toBe(true);
    expect(isOverdue(makeStudentAssignment({ completed: true }), now)).toBe(false);
    expect(isOverdue(makeStudentAssignment({ due_date: null }), now)).toBe(false);
    expect(isOverdue(makeStudentAssignment({ due_date: '2026-03-01T00:00:00.000Z' }), now)).toBe(
      false,
    );
  });

  it('lists open assignments first, soonest due first, undated last', () => {
    const late = makeStudentAssignment({ due_date: '2026-03-01T00:00:00.000Z' });
    const soon = makeStudentAssignment({ due_date: '2026-02-01T00:00:00.000Z' });
    const undated = makeStudentAssignment({ due_date: null });
    const done = makeStudentAssignment({ completed: true });
    expect(byDueDate([done, undated, late, soon])).toEqual([soon, late, undated, done]);
  });
});
