import { beforeEach, describe, expect, it } from 'vitest';
import { makeChild, makeCourse, makeSessionUser, makeSubscription } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { UserRole } from '../constants/roles';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { resetCore } from '../testing/reset';
import { $children, createChild, loadChildren, setChildLeagues, updateChild } from './children';
import { $overviews, loadChildOverview } from './overview';

const WEEK = {
  avg_mark: 70,
  qns_count: 10,
  topic_count: 2,
  avg_mark_difference: 5,
  qns_count_difference: 4,
  topic_count_difference: 1,
};

beforeEach(() => {
  resetCore();
  signOutLocally();
  $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
});

describe('children', () => {
  it('puts a saved child in its place and a new one at the end', async () => {
    const [ada, bo] = [makeChild({ first_name: 'Ada' }), makeChild({ first_name: 'Bo' })];
    const renamed = { ...ada, first_name: 'Adah' };
    const made = makeChild({ first_name: 'Cy' });
    fakeFetch(
      on('GET', '/api/v1/users/children', { body: [ada, bo] }),
      on('PATCH', `/api/v1/users/children/${ada.id}`, { body: renamed }),
      on('POST', '/api/v1/users/onboarding/academy/parent/create-child-account', { body: made }),
    );
    await loadChildren();
    await updateChild(ada.id, { first_name: 'Adah' });
    await createChild({
      first_name: 'Cy',
      last_name: 'Lee',
      username: 'cy.lee',
      password: 'a long password',
      academic_level_id: 5,
    });
    expect($children.get()?.map((c) => c.first_name)).toEqual(['Adah', 'Bo', 'Cy']);
  });

  it('answers each field’s error from a 400 and changes nothing', async () => {
    const ada = makeChild();
    fakeFetch(
      on('GET', '/api/v1/users/children', { body: [ada] }),
      on('PATCH', `/api/v1/users/children/${ada.id}`, {
        status: 400,
        body: {
          type: 'about:blank',
          title: 'Bad request',
          status: 400,
          detail: 'Check the form.',
          errors: { '/first_name': ['must not be empty'] },
        },
      }),
    );
    await loadChildren();
    const saved = await updateChild(ada.id, { first_name: ' ' });
    expect(saved).toEqual({
      ok: false,
      message: 'Check the form.',
      fields: { first_name: 'must not be empty' },
    });
    expect($children.get()).toEqual([ada]);
  });

  it('turns a child’s leagues off as leagues_blocked and keeps the saved child in the list', async () => {
    const ada = makeChild();
    const blocked = {
      ...ada,
      user_information: { ...ada.user_information, leagues_blocked: true },
    };
    const seen = fakeFetch(
      on('GET', '/api/v1/users/children', { body: [ada] }),
      on('PATCH', `/api/v1/users/children/${ada.id}`, { body: blocked }),
    );
    await loadChildren();
    expect(await setChildLeagues(ada.id, false)).toEqual({ ok: true, child: blocked });
    expect(JSON.parse(String(seen[1]!.body))).toEqual({ leagues_blocked: true });
    expect($children.get()?.[0]?.user_information.leagues_blocked).toBe(true);
  });

  it('another parent’s child answers 403 in words', async () => {
    fakeFetch(
      on('PATCH', '/api/v1/users/children/999', {
        status: 403,
        body: { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Not your child.' },
      }),
    );
    expect(await updateChild(999, { last_name: 'X' })).toMatchObject({
      ok: false,
      message: 'Not your child.',
    });
  });
});

describe('a child’s overview', () => {
  it('gathers courses, subscriptions, the hard-question count and each subject’s week', async () => {
    const child = makeChild();
    const maths = makeCourse({ subject_id: 1, is_assigned: true });
    const sub = makeSubscription({ student_id: child.id, course_ids: [maths.id] });
    const seen = fakeFetch(
      on('GET', /^\/api\/v1\/courses\/user\?/, { body: { courses: [maths] } }),
      on('GET', /^\/api\/v1\/subscription\?/, { body: [sub] }),
      on('GET', /hardest-question-report/, {
        body: { child_id: child.id, questions: [{}, {}] },
      }),
      on('GET', `/api/v1/analysis/weekly-student-statistics/${child.id}/subject/1`, {
        body: WEEK,
      }),
    );
    await loadChildOverview(child.id);
    expect($overviews.get()[child.id]).toEqual({
      courses: [maths],
      subscriptions: [sub],
      hardestUpdates: 2,
      statistics: { 1: WEEK },
      error: null,
    });
    expect(seen.map((r) => r.url)).toContain(
      `/api/v1/users/children/hardest-question-report?child_id=${child.id}&updates=true`,
    );
  });

  it('keeps the parts that loaded when one fails, and says why', async () => {
    const child = makeChild();
    fakeFetch(
      on('GET', /^\/api\/v1\/courses\/user\?/, { body: { courses: [] } }),
      on('GET', /^\/api\/v1\/subscription\?/, {
        status: 503,
        body: { type: 'about:blank', title: 'Service unavailable', status: 503 },
      }),
      on('GET', /hardest-question-report/, { body: { child_id: child.id, questions: [] } }),
    );
    await loadChildOverview(child.id);
    expect($overviews.get()[child.id]).toMatchObject({
      courses: [],
      subscriptions: null,
      hardestUpdates: 0,
      error: 'Service unavailable',
    });
  });

  it('forgets every child at sign-out, and an answer arriving after it', async () => {
    const child = makeChild();
    fakeFetch(on('GET', /./, { body: { courses: [] } }));
    const loading = loadChildOverview(child.id);
    signOutLocally();
    await loading;
    expect($overviews.get()).toEqual({});
  });
});
