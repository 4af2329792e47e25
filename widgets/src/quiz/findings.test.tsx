import { QuestionType } from '@kyu/core/constants';
import { createQuiz, type QuizStores } from '@kyu/core/quiz';
import { resetCore } from '@kyu/core/testing';
import {
  makeAttempt,
  makeMarked,
  makeQuizDetail,
  makeStudentQuestion,
} from '@kyu/test-support/data';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Quiz } from './quiz';

// Issue 24's findings on the quiz: an open answer's notes, a finished quiz reopened, and a
// result that celebrates and leads on.

let quiz: QuizStores;

beforeEach(() => {
  resetCore();
  quiz = { ...createQuiz(), loadQuiz: vi.fn(async () => undefined), resetQuiz: vi.fn() };
});
afterEach(cleanup);

const open = (question = makeStudentQuestion(), mode = 'student') => {
  quiz.$quiz.set(makeQuizDetail([question]));
  return render(
    <Quiz
      quiz={quiz}
      quizId="1"
      mode={mode}
      listHref="/student/library"
      nextHref="/student/dashboard"
      historyHref="/student/revisions"
    />,
  );
};

describe('the quiz, as issue 24 found it', () => {
  it("shows an open answer's explanation once, with one truthful note on an estimated mark", async () => {
    const q = makeStudentQuestion({ question_type_id: QuestionType.openAnswer, options: [] });
    open(q);
    act(() =>
      quiz.$marked.set({
        [q.id]: makeMarked(q.id, false, {
          needs_review: true,
          feedback: 'Met (1 of 1 mark): Names photosynthesis',
          explanation: 'Plants make **food** from light.',
        }),
      }),
    );
    const marks = await screen.findByRole('region', { name: 'Marks' });
    const text = marks.textContent ?? '';
    expect(text.split('Plants make food from light.')).toHaveLength(2);
    expect(text.match(/teacher/g)).toHaveLength(1);
    expect(text).toContain('This mark is an automatic estimate: your teacher may review it.');
    expect(text).not.toContain('will check');
    expect(text).not.toContain('**');
    expect([...marks.querySelectorAll('h4')].map((h) => h.textContent)).toEqual([
      'Feedback',
      'Explanation',
    ]);
  });

  it('shows the result of a finished quiz it reopens, with "Try again" starting a new attempt', async () => {
    const onSubmitted = vi.fn();
    const attempt = makeAttempt({ grading_completed: true, total_score: 4, max_score: 4 });
    quiz.$quiz.set({ ...makeQuizDetail([makeStudentQuestion()]), attempt });
    quiz.$attemptResult.set(attempt);
    render(<Quiz quiz={quiz} quizId="1" mode="student" onSubmitted={onSubmitted} />);
    await screen.findByRole('heading', { name: 'Your result' });
    expect(screen.getByText('Perfect score!')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(quiz.loadQuiz).toHaveBeenLastCalledWith({ quizId: 1, mode: 'student', again: true });
  });

  it('celebrates with an inline picture and leads to review, the next thing, mistakes and the list', async () => {
    const onReview = vi.fn();
    open();
    act(() =>
      quiz.$attemptResult.set(
        makeAttempt({ grading_completed: true, total_score: 3, max_score: 4 }),
      ),
    );
    const result = (await screen.findByRole('heading', { name: 'Your result' })).closest(
      'section',
    )!;
    expect(result.textContent).toContain('Great work!');
    expect(result.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(result.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    const links = [...result.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Next: your learning path', '/student/dashboard'],
      ['Revise your mistakes', '/student/revisions'],
      ['Back to your quizzes', '/student/library'],
    ]);
    expect(screen.getByRole('button', { name: 'Review your answers' })).toBeTruthy();
    expect(onReview).not.toHaveBeenCalled();
  });

  it('offers no "Try again" in a review, which only reads', async () => {
    const attempt = makeAttempt({ grading_completed: true });
    quiz.$quiz.set({ ...makeQuizDetail([makeStudentQuestion()]), attempt });
    quiz.$attemptResult.set(attempt);
    render(<Quiz quiz={quiz} quizId="1" mode="review" />);
    await screen.findByRole('heading', { name: 'Your result' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
