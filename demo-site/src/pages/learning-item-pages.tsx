import { useStore } from '@nanostores/preact';
import { LessonItemType, UserRole } from '@kyu/core/constants';
import type { Lesson, LessonItem } from '@kyu/core/contract';
import { $learningError, $lesson, completeItem, findItem, loadLesson } from '@kyu/core/learning';
import { $user } from '@kyu/core/session';
import { Markdown } from '@kyu/widgets/coach';
import { Quiz } from '@kyu/widgets/quiz';
import { useEffect } from 'preact/hooks';
import { DoneIcon } from '../layouts/icons';
import { itemHref } from './learning-pages';
import './student.css';
import type { PageProps } from './page-props';

// Apart from the dashboard's learning pages: these bring the quiz player and the Markdown view,
// which the dashboard does not need to load.

function LearningError() {
  const error = useStore($learningError);
  return error ? <p role="alert">{error}</p> : null;
}

const search = (text: string, name: string) => {
  const value = Number(new URLSearchParams(text).get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** One item: a reading with "Mark as done", or a worksheet in the quiz player, done once marked. */
function ItemView({ lesson, item }: { lesson: Lesson; item: LessonItem }) {
  const student = useStore($user)?.user_role_id === UserRole.student;
  const done = () => void completeItem(lesson.id, item.id, lesson.assignment_id);
  if (item.item_type_id === LessonItemType.worksheet && item.worksheet_id !== null) {
    return student ? (
      <Quiz quizId={String(item.worksheet_id)} mode="student" onSubmitted={done} />
    ) : (
      <p>A worksheet: students take it here.</p>
    );
  }
  return (
    <>
      <Markdown text={item.note} />
      {student &&
        (item.completed ? (
          <p role="status" class="done-note">
            <DoneIcon /> Done
          </p>
        ) : (
          <button type="button" class="button primary" onClick={done}>
            Mark as done
          </button>
        ))}
    </>
  );
}

/** /learning-content/:contentId: one item of a lesson (`?lesson=`, `&assignment=`). */
export function LearningContentPage({ params, search: query }: PageProps) {
  const lessonId = search(query, 'lesson');
  const assignmentId = search(query, 'assignment');
  const lesson = useStore($lesson);
  useEffect(() => {
    if (lessonId !== undefined) void loadLesson(lessonId, assignmentId);
  }, [lessonId, assignmentId]);
  const found = lesson?.id === lessonId ? findItem([lesson!], Number(params['contentId'])) : null;
  if (lessonId === undefined) return <p role="alert">This link does not name its lesson.</p>;
  return (
    <>
      <LearningError />
      {found ? (
        <>
          <h1>{found.item.title}</h1>
          <p class="muted">{found.lesson.title}</p>
          <ItemView lesson={found.lesson} item={found.item} />
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
    </>
  );
}

/** /aibook/:aiBookId: a lesson read as a book, its sections as chapters. */
export function AiBookPage({ params, search: query }: PageProps) {
  const id = Number(params['aiBookId']);
  const assignmentId = search(query, 'assignment');
  const lesson = useStore($lesson);
  useEffect(() => void loadLesson(id, assignmentId), [id, assignmentId]);
  if (lesson?.id !== id) {
    return (
      <>
        <LearningError />
        <p role="status">Loading…</p>
      </>
    );
  }
  return (
    <article>
      <h1>{lesson.title}</h1>
      <p>{lesson.description}</p>
      <LearningError />
      {lesson.sections.map((section, n) => (
        <section key={section.id} aria-label={`Chapter ${n + 1}`}>
          {/* A chapter named like its lesson, the common case, is not named twice. */}
          <h2>
            Chapter {n + 1}
            {section.title !== lesson.title && `: ${section.title}`}
          </h2>
          {section.items.map((item) => (
            <div key={item.id} class="book-item">
              <h3>
                {item.title}
                {item.completed && (
                  <span class="done-note" role="img" aria-label="done">
                    <DoneIcon />
                  </span>
                )}
              </h3>
              {item.item_type_id === LessonItemType.worksheet ? (
                <a class="button primary" href={itemHref(lesson, item)}>
                  Take the quiz
                </a>
              ) : (
                <ItemView lesson={lesson} item={item} />
              )}
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
