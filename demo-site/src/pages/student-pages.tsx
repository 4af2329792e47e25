import { useStore } from '@nanostores/preact';
import type { QuizSummary } from '@kyu/core/contract';
import {
  $libraryError,
  $quizzesByCourse,
  $quizzesInProgress,
  continuePath,
  levelLabel,
  loadLibrary,
  progressLabel,
  quizDetails,
  quizKindLabel,
  quizPath,
  streakLabel,
  type QuizInProgress,
} from '@kyu/core/library';
import { loadLeaderboard } from '@kyu/core/leaderboard';
import { $streaks, $xp, levelProgress, refreshProgress } from '@kyu/core/progress';
import { $user, displayName } from '@kyu/core/session';
import { useEffect } from 'preact/hooks';
import { BoltIcon, FlameIcon } from '../layouts/icons';
import { LeaderboardModal } from './leaderboard-modal';
import { Assignments, LearningPath, LessonsByCourse } from './learning-pages';

const libraryLink = <a href="/student/library">Open your library</a>;

/** One quiz as a card: its title as the link, its kind and length, and how far it got. */
function QuizItem({ quiz }: { quiz: QuizSummary }) {
  const open = quiz.open_attempt;
  return (
    <li>
      <a href={open ? continuePath(quiz) : quizPath(quiz)}>{quiz.title}</a>{' '}
      <span class="muted">
        {quizDetails(quiz)}
        {open && ` · ${progressLabel(open)}`}
      </span>
    </li>
  );
}

function QuizList({ quizzes }: { quizzes: readonly QuizSummary[] }) {
  return (
    <ul class="item-list tiles">
      {quizzes.map((quiz) => (
        <QuizItem key={quiz.id} quiz={quiz} />
      ))}
    </ul>
  );
}

function LibraryStatus({ loaded }: { loaded: boolean }) {
  const error = useStore($libraryError);
  if (error) return <p role="alert">{error}</p>;
  return loaded ? null : <p role="status">Loading your quizzes…</p>;
}

/** The level bar and the streak as two tiles, once loaded. */
function Progress() {
  const xp = useStore($xp);
  const streaks = useStore($streaks);
  return (
    <section aria-label="Your progress" class="stat-row">
      {xp && (
        <p class="stat">
          <BoltIcon />
          <span id="level-label">{levelLabel(xp)}</span>
          <progress class="meter" aria-labelledby="level-label" value={levelProgress(xp)} max={1} />
        </p>
      )}
      {streaks && (
        <p class="stat streak">
          <FlameIcon />
          <span>{streakLabel(streaks)}</span>
        </p>
      )}
    </section>
  );
}

/** The quizzes the student started and has not finished, each with how far they got. */
function InProgress({ quizzes }: { quizzes: readonly QuizInProgress[] }) {
  if (quizzes.length === 0)
    return <p>Nothing in progress. Pick a quiz from your library to start one.</p>;
  return (
    <ul class="item-list">
      {quizzes.map((quiz) => (
        <li key={quiz.id}>
          <a href={continuePath(quiz)}>{quiz.title}</a>{' '}
          <span class="muted">
            {quizKindLabel(quiz)} · {progressLabel(quiz.open_attempt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /student/dashboard: the student's level, streak and the quizzes they are part-way through. */
export function StudentDashboardPage() {
  const user = useStore($user);
  const started = useStore($quizzesInProgress);
  useEffect(() => {
    void refreshProgress();
    void loadLibrary();
    void loadLeaderboard();
  }, []);
  if (!user) return null;
  return (
    <>
      <h1>Hi {displayName(user)}, ready to practise?</h1>
      <Progress />
      <h2>Your learning path</h2>
      <LearningPath />
      <h2>Assignments</h2>
      <Assignments />
      <h2>Continue where you left off</h2>
      <LibraryStatus loaded={started !== null} />
      {started && <InProgress quizzes={started} />}
      <p>{libraryLink}</p>
      <LeaderboardModal showLink />
    </>
  );
}

/** /student/library: the student's quizzes, course by course. */
export function StudentLibraryPage() {
  const user = useStore($user);
  const courses = useStore($quizzesByCourse);
  useEffect(() => void loadLibrary(), []);
  if (!user) return null;
  return (
    <>
      <h1>Your library</h1>
      <p class="actions">
        <a class="button secondary" href="/student/revisions">
          Revise your mistakes
        </a>
        <a class="button secondary" href="/student/game">
          Play the revision game
        </a>
      </p>
      <LibraryStatus loaded={courses !== null} />
      {courses && courses.length === 0 && <p>No quizzes yet: your teacher will add some soon.</p>}
      {courses?.map(({ courseId, courseName, quizzes }) => (
        <section key={courseId} aria-labelledby={`course-${courseId}`}>
          <h2 id={`course-${courseId}`}>{courseName}</h2>
          <QuizList quizzes={quizzes} />
        </section>
      ))}
      <h2>Lessons</h2>
      <LessonsByCourse />
    </>
  );
}
