import { atom } from 'nanostores';
import type {
  HardestQuestionReport,
  Subscription,
  UserCourse,
  UserCourseList,
  WeeklyStatistics,
} from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { subjectsOf } from './model';

/** What the dashboard shows of one child; each part null until loaded or when it failed. */
export interface ChildOverview {
  readonly courses: readonly UserCourse[] | null;
  readonly subscriptions: readonly Subscription[] | null;
  /** Hard questions of the last day (`updates=true`): the notification's count. */
  readonly hardestUpdates: number | null;
  /** Each subject's week, by subject id; a subject whose statistics failed is absent. */
  readonly statistics: Readonly<Record<number, WeeklyStatistics>>;
  /** The first failure among the parts, in words, or null. */
  readonly error: string | null;
}

/** Each child's overview, by child id. */
export const $overviews = atom<Readonly<Record<number, ChildOverview>>>({});

let epoch = 0;

function forget(): void {
  epoch++;
  $overviews.set({});
}

const settled = async <T>(call: Promise<T>): Promise<{ value: T | null; error: string | null }> =>
  call.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error: problemMessage(error) }),
  );

/**
 * Loads one child's courses, subscriptions, hard-question count and each subject's week. A
 * part that fails leaves the others shown, and its reason in `error`.
 */
export async function loadChildOverview(childId: number): Promise<void> {
  clearAtSignOut('family', forget);
  const run = epoch;
  const [courses, subscriptions, hardest] = await Promise.all([
    settled(
      api.get<UserCourseList>('/courses/user', {
        query: { child_id: childId, has_assigned_course: true },
      }),
    ),
    settled(api.get<Subscription[]>('/subscription', { query: { student_id: childId } })),
    settled(
      api.get<HardestQuestionReport>('/users/children/hardest-question-report', {
        query: { child_id: childId, updates: true },
      }),
    ),
  ]);
  const subjects = subjectsOf(courses.value?.courses ?? []);
  const weeks = await Promise.all(
    subjects.map((s) =>
      settled(
        api.get<WeeklyStatistics>(`/analysis/weekly-student-statistics/${childId}/subject/${s.id}`),
      ),
    ),
  );
  if (run !== epoch) return;
  const statistics: Record<number, WeeklyStatistics> = {};
  weeks.forEach((week, i) => {
    if (week.value) statistics[subjects[i]!.id] = week.value;
  });
  const error = [courses, subscriptions, hardest, ...weeks].find((p) => p.error)?.error ?? null;
  $overviews.set({
    ...$overviews.get(),
    [childId]: {
      courses: courses.value?.courses ?? null,
      subscriptions: subscriptions.value,
      hardestUpdates: hardest.value?.questions.length ?? null,
      statistics,
      error,
    },
  });
}
