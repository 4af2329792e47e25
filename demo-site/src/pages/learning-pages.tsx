import { useStore } from '@nanostores/preact';
import { formatDate } from '@kyu/core/format';
import type { Lesson, LessonItem, StudentAssignment } from '@kyu/core/contract';
import { $selectedCourseId, loadUserCourses } from '@kyu/core/courses';
import {
  $assignmentsByDue,
  $learningPath,
  $lessonList,
  $pathProgress,
  isOverdue,
  isSectionComplete,
  loadAssignments,
  loadLearningPath,
  loadLessons,
} from '@kyu/core/learning';
import { useEffect } from 'preact/hooks';
import { DoneIcon, ToDoIcon } from '../layouts/icons';
import './student.css';

/** Where an item opens: its own page, in its lesson and assignment (none: the own path). */
export const itemHref = (lesson: Lesson, item: LessonItem) =>
  `/learning-content/${item.id}?lesson=${lesson.id}` +
  (lesson.assignment_id ? `&assignment=${lesson.assignment_id}` : '');

/**
 * One lesson as a card with one heading: its sections are labelled groups of steps (a section
 * named like its lesson, the common case, is not named again), and each step shows whether it
 * is done with an icon rather than a bullet.
 */
function LessonCard({ lesson }: { lesson: Lesson }) {
  const headingId = `lesson-${lesson.id}`;
  return (
    <article class="lesson-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{lesson.title}</h3>
      {lesson.sections.map((section) => (
        <div key={section.id} role="group" aria-label={section.title} class="lesson-section">
          {section.title !== lesson.title && (
            <p class="section-label">
              {section.title}
              {isSectionComplete(section) && <span class="muted"> · complete</span>}
            </p>
          )}
          <ol class="steps">
            {section.items.map((item) => (
              <li key={item.id} class={item.completed ? 'done' : undefined}>
                <span class="step-mark" role="img" aria-label={item.completed ? 'done' : 'to do'}>
                  {item.completed ? <DoneIcon /> : <ToDoIcon />}
                </span>
                <a href={itemHref(lesson, item)}>{item.title}</a>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </article>
  );
}

/** The learning path of the course chosen, a card for each lesson, with a progress bar. */
export function LearningPath() {
  const courseId = useStore($selectedCourseId);
  const path = useStore($learningPath);
  const progress = useStore($pathProgress);
  useEffect(() => void loadUserCourses(), []);
  useEffect(() => {
    if (courseId !== null) void loadLearningPath(courseId);
  }, [courseId]);
  if (!path || !progress) return <p role="status">Loading your learning path…</p>;
  if (path.lessons.length === 0) return <p>No learning path for this course yet.</p>;
  return (
    <section aria-label="Learning path" class="learning-path">
      <p class="path-progress">
        <span id="path-progress">
          {progress.done} of {progress.total} done
        </span>
        <progress
          class="meter"
          aria-labelledby="path-progress"
          value={progress.percent}
          max={100}
        />
      </p>
      <div class="card-grid">
        {path.lessons.map((lesson) => (
          <LessonCard key={lesson.id} lesson={lesson} />
        ))}
      </div>
    </section>
  );
}

const assignmentHref = (a: StudentAssignment) =>
  a.kind === 'worksheet'
    ? `/student/quiz/${a.worksheet_id}`
    : `/aibook/${a.lesson_id}?assignment=${a.assignment_id}`;

/** The worksheets and lessons given to the student, soonest due first, overdue ones marked. */
export function Assignments() {
  const list = useStore($assignmentsByDue);
  useEffect(() => void loadAssignments(), []);
  if (!list) return null;
  if (list.length === 0) return <p>No assignments: you are all caught up.</p>;
  const now = new Date();
  return (
    <ul class="item-list">
      {list.map((a) => (
        <li key={`${a.kind}-${a.assignment_id}`}>
          <a href={assignmentHref(a)}>{a.title}</a>{' '}
          <span class="muted">
            {a.due_date ? `due ${formatDate(a.due_date)}` : 'no due date'}
            {a.completed ? ' · done' : a.submitted ? ' · handed in' : ''}
          </span>
          {isOverdue(a, now) && <strong> Overdue</strong>}
        </li>
      ))}
    </ul>
  );
}

/** The lessons the student may open, grouped by course, each opening as a book. */
export function LessonsByCourse() {
  const list = useStore($lessonList);
  useEffect(() => void loadLessons(), []);
  if (!list) return null;
  if (list.length === 0) return <p>No lessons yet.</p>;
  const courses = [...new Set(list.map((l) => l.course_id))];
  return (
    <>
      {courses.map((courseId) => (
        <ul key={courseId} class="item-list tiles" aria-label={`Lessons of course ${courseId}`}>
          {list
            .filter((l) => l.course_id === courseId)
            .map((l) => (
              <li key={l.id}>
                <a
                  href={`/aibook/${l.id}${l.assignment_id ? `?assignment=${l.assignment_id}` : ''}`}
                >
                  {l.title}
                </a>
              </li>
            ))}
        </ul>
      ))}
    </>
  );
}
