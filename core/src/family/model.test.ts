import { describe, expect, it } from 'vitest';
import { makeCourse, makeSubscription } from '@kyu/test-support/data';
import {
  axisTop,
  changeText,
  courseSource,
  subjectsOf,
  subscriptionState,
  weekMeasures,
} from './model';

const END = '2026-02-05T09:00:00.000Z';

describe('a subscription’s state', () => {
  it('reads active, cancelling, past due, unpaid and ended as a parent would', () => {
    const state = (o: Parameters<typeof makeSubscription>[0]) =>
      subscriptionState(makeSubscription({ current_period_end: END, ...o }), 'en-GB');
    expect(state({})).toEqual({ kind: 'active', text: 'Active, renews on 5 Feb 2026' });
    expect(state({ cancel_at_period_end: true })).toEqual({
      kind: 'cancels',
      text: 'Cancels on 5 Feb 2026',
    });
    expect(state({ status: 'past_due' }).kind).toBe('past_due');
    expect(state({ status: 'incomplete' }).kind).toBe('incomplete');
    expect(state({ status: 'canceled' })).toEqual({ kind: 'ended', text: 'Ended on 5 Feb 2026' });
  });
});

describe('the week beside last week', () => {
  it('works out last week from each difference and words the change', () => {
    const measures = weekMeasures({
      avg_mark: 72.46,
      qns_count: 30,
      topic_count: 4,
      avg_mark_difference: -5.5,
      qns_count_difference: 12,
      topic_count_difference: 0,
    });
    expect(measures.map((m) => [m.label, m.thisWeek, m.lastWeek, m.change])).toEqual([
      ['Average mark', 72.5, 78, '−5.5 points'],
      ['Questions', 30, 18, '+12'],
      ['Topics', 4, 4, 'no change'],
    ]);
  });

  it('leaves the average mark empty for a week with nothing marked', () => {
    const [mark] = weekMeasures({
      avg_mark: null,
      qns_count: 0,
      topic_count: 0,
      avg_mark_difference: null,
      qns_count_difference: -3,
      topic_count_difference: -1,
    });
    expect([mark?.thisWeek, mark?.lastWeek, mark?.change]).toEqual([null, null, 'not comparable']);
    expect(changeText(-3)).toBe('−3');
  });
});

describe('subjects of a child’s courses', () => {
  it('names each subject once, in course order', () => {
    const courses = [
      makeCourse({ subject_id: 2, subject_name: 'English' }),
      makeCourse({ subject_id: 1, subject_name: 'Mathematics' }),
      makeCourse({ subject_id: 2, subject_name: 'English' }),
    ];
    expect(subjectsOf(courses)).toEqual([
      { id: 2, name: 'English' },
      { id: 1, name: 'Mathematics' },
    ]);
  });
});

describe('where a child’s course comes from', () => {
  it('says the subscription, else the school classes that teach it, else a code', () => {
    const course = makeCourse({ school_classes: ['P5 Mathematics'] });
    const sub = makeSubscription({ course_ids: [course.id], current_period_end: END });
    expect(courseSource(course, [sub], 'en-GB')).toBe('Active, renews on 5 Feb 2026');
    expect(courseSource(course, [])).toBe('Taught at school: P5 Mathematics');
    expect(courseSource(makeCourse({ is_assigned: true }), null)).toBe('Included by a code');
  });
});

describe('each measure’s own axis', () => {
  it('labels each axis with its unit and scales a percentage to 100, a count to its own top', () => {
    const [mark, questions, topics] = weekMeasures({
      avg_mark: 40,
      qns_count: 7,
      topic_count: 0,
      avg_mark_difference: null,
      qns_count_difference: 2,
      topic_count_difference: 0,
    });
    expect([mark!.axis, questions!.axis, topics!.axis]).toEqual([
      'Average mark (%)',
      'Questions (count)',
      'Topics (count)',
    ]);
    expect([axisTop(mark!), axisTop(questions!), axisTop(topics!)]).toEqual([100, 8, 2]);
  });
});
