import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client';
import { $user } from '../account/stores';
import { signOutLocally } from '../account/sign-out';
import { resetCore } from '../testing/reset';
import {
  makeLearningPath,
  makeLesson,
  makeSessionUser,
  makeStudentAssignment,
} from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import {
  $assignmentsByDue,
  $learningError,
  $learningPath,
  $lesson,
  $lessonList,
  $pathProgress,
  completeItem,
  loadAssignments,
  loadLearningPath,
  loadLesson,
  loadLessons,
  resetLearning,
} from '.';

beforeEach(() => {
  resetCore();
  resetLearning();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
});

describe('learning stores', () => {
  it('loads a course’s learning path with its progress', async () => {
    const path = makeLearningPath();
    const fetch = mockFetch(json(path));
    await loadLearningPath(4);
    expect(call(fetch).url).toBe('/api/v1/lessons/learning-path?course_id=4');
    expect($learningPath.get()).toEqual(path);
    expect($pathProgress.get()).toEqual({ done: 0, total: 1, percent: 0 });
  });

  it('shows an item completed only after the server says so, with its marks', async () => {
    const lesson = makeLesson();
    const item = lesson.sections[0]!.items[0]!;
    mockFetch(json(makeLearningPath([lesson])));
    await loadLearningPath(1);
    const fetch = mockFetch(
      json({
        item_id: item.id,
        assignment_id: null,
        completed: true,
        marks_given: null,
        max_score: null,
      }),
    );
    const pending = completeItem(lesson.id, item.id, null);
    expect($pathProgress.get()?.done).toBe(0);
    expect(await pending).toBe(true);
    expect(call(fetch).url).toBe(
      `/api/v1/lessons/${lesson.id}/assignments/0/items/${item.id}/complete`,
    );
    expect($pathProgress.get()?.done).toBe(1);
  });

  it('leaves the item open and says why when completing is refused', async () => {
    const lesson = makeLesson();
    mockFetch(json(lesson));
    await loadLesson(lesson.id, 5);
    mockFetch(
      problem(409, 'Conflict', { detail: 'Hand in the worksheet before marking it done.' }),
    );
    expect(await completeItem(lesson.id, lesson.sections[0]!.items[0]!.id, 5)).toBe(false);
    expect($lesson.get()?.sections[0]!.items[0]!.completed).toBe(false);
    expect($learningError.get()).toMatch(/Hand in the worksheet/);
  });

  it('loads the student’s assignments, soonest due first', async () => {
    const late = makeStudentAssignment({ due_date: '2026-03-01T00:00:00.000Z' });
    const soon = makeStudentAssignment({ due_date: '2026-02-01T00:00:00.000Z' });
    const fetch = mockFetch(json([late, soon]));
    await loadAssignments();
    expect(call(fetch).url).toBe('/api/v1/students/assignments');
    expect($assignmentsByDue.get()).toEqual([soon, late]);
  });

  it('loads the lessons the student may open', async () => {
    const { sections: _, ...summary } = makeLesson();
    const fetch = mockFetch(json([summary]));
    await loadLessons();
    expect(call(fetch).url).toBe('/api/v1/lessons');
    expect($lessonList.get()).toEqual([summary]);
  });

  it('empties on sign-out', async () => {
    mockFetch(json(makeLearningPath()));
    await loadLearningPath(1);
    signOutLocally();
    expect($learningPath.get()).toBeNull();
  });
});
