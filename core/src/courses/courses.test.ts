import { beforeEach, describe, expect, it } from 'vitest';
import { makeCourse, makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch } from '@kyu/test-support/fetch';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { StorageKey } from '../storage/keys';
import { resetCore } from '../testing/reset';
import {
  $selectedCourse,
  $selectedCourseId,
  chooseCourse,
  loadUserCourses,
  selectedCourseId,
} from '.';

let local: Storage;

beforeEach(() => {
  ({ local } = resetCore());
  signOutLocally();
  $user.set(makeSessionUser());
});

describe('the selected course', () => {
  const [withdrawn, first, second] = [makeCourse({ is_active: false }), makeCourse(), makeCourse()];

  it('is the first active course when none is chosen', () => {
    expect(selectedCourseId([withdrawn, first, second], null)).toBe(first.id);
  });

  it('stays the one chosen while it is among the courses', () => {
    expect(selectedCourseId([withdrawn, first, second], second.id)).toBe(second.id);
  });

  it('falls back to the first active course when the chosen one is gone', () => {
    expect(selectedCourseId([first, second], 999)).toBe(first.id);
  });

  it('is none when no course is active', () => {
    expect(selectedCourseId([withdrawn], null)).toBeNull();
  });

  it('becomes the first active course on loading, and is kept over reloads', async () => {
    const fetch = mockFetch(json({ courses: [withdrawn, first, second] }));
    await loadUserCourses({ child_id: 7, has_assigned_course: true });
    expect(call(fetch).url).toBe('/api/v1/courses/user?child_id=7&has_assigned_course=true');
    expect($selectedCourse.get()).toEqual(first);
    expect(local.getItem(StorageKey.selectedCourse)).toBe(String(first.id));
  });

  it('keeps a course chosen before loading', async () => {
    chooseCourse(second.id);
    mockFetch(json({ courses: [first, second] }));
    await loadUserCourses();
    expect($selectedCourseId.get()).toBe(second.id);
  });

  it('ignores a stored choice that is not a course id', async () => {
    local.setItem(StorageKey.selectedCourse, '"maths"');
    mockFetch(json({ courses: [first] }));
    await loadUserCourses();
    expect($selectedCourseId.get()).toBe(first.id);
  });

  it('is forgotten on sign-out', async () => {
    mockFetch(json({ courses: [first] }));
    await loadUserCourses();
    signOutLocally();
    expect([$selectedCourseId.get(), local.getItem(StorageKey.selectedCourse)]).toEqual([
      null,
      null,
    ]);
  });
});
