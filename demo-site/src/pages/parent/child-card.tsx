import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import type { Child } from '@kyu/core/contract';
import { $overviews, courseSource, loadChildOverview, subjectsOf } from '@kyu/core/family';
import { parentLinks } from './links';
import { WeekChart } from './week-chart';

/** One child on the dashboard: courses and their state, each subject's week, hard questions. */
export function ChildCard({ child }: { child: Child }) {
  const overview = useStore($overviews)[child.id];
  useEffect(() => void loadChildOverview(child.id), [child.id]);
  const first = child.first_name;
  const courses = overview?.courses ?? [];
  const hard = overview?.hardestUpdates ?? 0;
  return (
    <section class="card" aria-labelledby={`child-${child.id}`}>
      <h2 id={`child-${child.id}`}>
        {first} {child.last_name}
      </h2>
      <p class="muted">Signs in as {child.username}</p>
      {!overview && <p class="loading">Loading {first}’s courses…</p>}
      {overview?.error && (
        <p class="alert" role="alert">
          Some of {first}’s details could not be loaded: {overview.error}
        </p>
      )}
      {hard > 0 && (
        <p class="notice">
          {first} found {hard === 1 ? 'a question' : `${hard} questions`} hard today.{' '}
          <a href={parentLinks.hardest(child.id)}>See the hardest questions</a>
        </p>
      )}
      {overview?.courses && (
        <>
          <h3>Courses</h3>
          {courses.length === 0 ? (
            <p>{first} has no courses yet.</p>
          ) : (
            <ul class="item-list">
              {courses.map((course) => (
                <li key={course.id}>
                  {course.name}{' '}
                  <span class="muted">{courseSource(course, overview.subscriptions)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {subjectsOf(courses).map((subject) => {
        const stats = overview?.statistics[subject.id];
        return stats ? <WeekChart key={subject.id} subject={subject.name} stats={stats} /> : null;
      })}
      <p class="actions">
        <a class="button secondary" href={parentLinks.manage(child.id)}>
          Manage {first}
        </a>
        <a class="button secondary" href={parentLinks.buy}>
          Buy courses
        </a>
      </p>
    </section>
  );
}
