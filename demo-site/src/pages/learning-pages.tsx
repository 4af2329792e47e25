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

/** Where an item opens: its own page, in its lesson and assignment (none: the own path). */
export const itemHref = (lesson: Lesson, item: LessonItem) =>
  `/learning-content/${item.id}?lesson=${lesson.id}` +
  (lesson.assignment_id ? `&assignment=${lesson.assignment_id}` : '');

function LessonOutline({ lesson }: { lesson: Lesson }) {
  return (
    <li>
      <h3>{lesson.title}</h3>
      {lesson.sections.map((section) => (
        <section key={section.id} aria-label={section.title}>
          <h4>
            {section.title}
            {isSectionComplete(section) && <span class="muted"> · complete</span>}
          </h4>
          <ul>
            {section.items.map((item) => (
              <li key={item.id}>
                <span aria-label={item.completed ? 'done' : 'to do'}>
                  {item.completed ? '✓' : '○'}
                </span>{' '}
                <a href={itemHref(lesson, item)}>{item.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </li>
  );
}

/** The learning path of the course chosen, lesson by lesson, with a progress bar. */
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
    <section aria-label="Learning path">
      <p>
        <span id="path-progress">
          {progress.done} of {progress.total} done
        </span>{' '}
        <progress aria-labelledby="path-progress" value={progress.percent} max={100} />
      </p>
      <ol class="item-list">
        {path.lessons.map((lesson) => (
          <LessonOutline key={lesson.id} lesson={lesson} />
        ))}
      </ol>
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
        <ul key={courseId} class="item-list" aria-label={`Lessons of course ${courseId}`}>
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
