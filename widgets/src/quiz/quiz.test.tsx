import { QuestionType, QuizType } from '@kyu/core/constants';
import { createQuiz, reportQuestion, type QuizStores } from '@kyu/core/quiz';
import type * as QuizModule from '@kyu/core/quiz';
import {
  makeAttempt,
  makeMarked,
  makeQuizDetail,
  makeStudentQuestion,
} from '@kyu/test-support/data';
import { resetCore } from '@kyu/core/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, fill, press } from '../testing/dom';
import { Quiz } from './quiz';

// The quiz's actions are replaced: these tests are about what the student sees and which
// action each gesture calls; the stores themselves are set as the actions would set them.
vi.mock('@kyu/core/quiz', async (importOriginal) => ({
  ...(await importOriginal<typeof QuizModule>()),
  reportQuestion: vi.fn(async () => undefined),
}));

let quiz: QuizStores;

beforeEach(() => {
  resetCore();
  vi.clearAllMocks();
  quiz = {
    ...createQuiz(),
    loadQuiz: vi.fn(async () => undefined),
    startSharedQuiz: vi.fn(async () => undefined),
    answerQuestion: vi.fn(),
    checkQuestion: vi.fn(async () => undefined),
    finishQuiz: vi.fn(async () => undefined),
    resetQuiz: vi.fn(),
  };
});
afterEach(cleanup);

const open = (questions = [makeStudentQuestion()], overrides = {}, mode = 'student') => {
  quiz.$quiz.set(makeQuizDetail(questions, { quiz: overrides }));
  return render(<Quiz quiz={quiz} quizId="1" mode={mode} />);
};

describe('<Quiz>', () => {
  it('loads the quiz of its id in its mode', () => {
    render(<Quiz quiz={quiz} quizId="12" mode="demo" />);
    expect(quiz.loadQuiz).toHaveBeenCalledWith({ quizId: 12, mode: 'demo' });
    expect(screen.getByRole('status').textContent).toBe('Loading the quiz…');
  });

  it('sends a single choice as the order of the option picked', () => {
    const q = makeStudentQuestion();
    open([q]);
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    expect(quiz.answerQuestion).toHaveBeenCalledWith(q.id, '2');
    expect(screen.getByRole('radiogroup').getAttribute('aria-labelledby')).toBe(
      `kyu-q${q.id}-text`,
    );
  });

  it('sends a multiple choice as the sorted orders picked', () => {
    const q = makeStudentQuestion({ question_type_id: QuestionType.multipleChoice });
    quiz.$answers.set({ [q.id]: '3' });
    open([q]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Red' }));
    expect(quiz.answerQuestion).toHaveBeenCalledWith(q.id, '1,3');
  });

  it('labels a numeric answer with its unit and sends it as typed', () => {
    const q = makeStudentQuestion({
      question_type_id: QuestionType.numeric,
      options: [],
      unit: 'cm',
    });
    open([q]);
    fill('What is question ' + q.id + '? Your answer (cm)', '12.5');
    expect(quiz.answerQuestion).toHaveBeenCalledWith(q.id, '12.5');
  });

  it('gives a short answer a text box and an open answer a text area', () => {
    const short = makeStudentQuestion({ question_type_id: QuestionType.shortText, options: [] });
    const long = makeStudentQuestion({ question_type_id: QuestionType.openAnswer, options: [] });
    open([short, long]);
    expect(screen.getByRole('textbox').tagName).toBe('INPUT');
    press('Next');
    const area = screen.getByRole('textbox');
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.input(area, { target: { value: 'Because it is warm.' } });
    expect(quiz.answerQuestion).toHaveBeenCalledWith(long.id, 'Because it is warm.');
  });

  it('sends a group answer as JSON of each part by id', () => {
    const part1 = makeStudentQuestion({
      question_type_id: QuestionType.shortText,
      options: [],
      text: 'Part A?',
    });
    const part2 = makeStudentQuestion({
      question_type_id: QuestionType.singleChoice,
      text: 'Part B?',
    });
    const group = makeStudentQuestion({
      question_type_id: QuestionType.group,
      options: [],
      sub_questions: [part1, part2],
    });
    quiz.$answers.set({ [group.id]: JSON.stringify({ [part1.id]: 'four' }) });
    open([group]);
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('four');
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(quiz.answerQuestion).toHaveBeenCalledWith(
      group.id,
      JSON.stringify({ [part1.id]: 'four', [part2.id]: '3' }),
    );
  });

  it('says where saving stands', async () => {
    open();
    for (const [state, text] of [
      ['saving', 'Saving…'],
      ['saved', 'Saved'],
      ['offline', 'Offline — answers kept on this device'],
      ['error', "Couldn't save"],
    ] as const) {
      act(() => quiz.$saveState.set(state));
      expect((await screen.findByText(text)).getAttribute('role')).toBe('status');
    }
  });

  it('checks a practice question and shows its marks and streamed explanation', async () => {
    const q = makeStudentQuestion();
    quiz.$answers.set({ [q.id]: '2' });
    open([q]);
    press('Check');
    expect(quiz.checkQuestion).toHaveBeenCalledWith(q.id);
    act(() => quiz.$inSubmission.set(new Set([q.id])));
    await screen.findByText('Marking…');
    act(() => quiz.$explanations.set({ [q.id]: 'Green is **the** answer' }));
    expect((await screen.findByText('the')).tagName).toBe('STRONG');
    act(() => {
      quiz.$inSubmission.set(new Set());
      quiz.$marked.set({ [q.id]: makeMarked(q.id, true, { method_answer: 'Look at the leaf.' }) });
    });
    expect((await screen.findByText('1 of 1 mark')).tagName).toBe('STRONG');
    expect(screen.getByText('Look at the leaf.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    expect(button('Question 1, full marks')).toBeTruthy();
  });

  it('asks before finishing an exam, without any Check button', async () => {
    const [a, b] = [makeStudentQuestion(), makeStudentQuestion()];
    quiz.$answers.set({ [a.id]: '1', [b.id]: '2' });
    open([a, b], { quiz_type_id: QuizType.exam });
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    press('Finish');
    expect(screen.getByText(/You cannot change your answers afterwards/)).toBeTruthy();
    expect(quiz.finishQuiz).not.toHaveBeenCalled();
    press('Yes, finish');
    expect(quiz.finishQuiz).toHaveBeenCalled();
  });

  it('warns of unanswered questions at Finish and goes back to the first of them', async () => {
    const [a, b, c, d] = [
      makeStudentQuestion(),
      makeStudentQuestion(),
      makeStudentQuestion(),
      makeStudentQuestion(),
    ];
    quiz.$answers.set({ [a.id]: '1', [c.id]: '2' });
    open([a, b, c, d]);
    press('Finish');
    const warning = screen.getByRole('group');
    expect(warning.textContent).toContain('2 questions are unanswered.');
    expect(document.activeElement?.textContent).toContain('2 questions are unanswered.');
    expect(quiz.finishQuiz).not.toHaveBeenCalled();
    press('Go to question 2');
    expect(button('Question 2, not answered').getAttribute('aria-current')).toBe('step');
    expect(document.activeElement?.textContent).toContain('Question 2');
    expect(screen.queryByRole('group')).toBeNull();
    press('Finish');
    press('Finish anyway');
    expect(quiz.finishQuiz).toHaveBeenCalledTimes(1);
  });

  it('finishes practice with every question answered at once', () => {
    const q = makeStudentQuestion();
    quiz.$answers.set({ [q.id]: '2' });
    open([q]);
    press('Finish');
    expect(quiz.finishQuiz).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('names one unanswered question in the singular, an exam’s among them', () => {
    open([makeStudentQuestion()], { quiz_type_id: QuizType.exam });
    press('Finish');
    expect(screen.getByRole('group').textContent).toContain(
      '1 question is unanswered. Finish the exam?',
    );
    expect(button('Finish anyway')).toBeTruthy();
  });

  it('shows the result and reports the submitted attempt once', async () => {
    const onSubmitted = vi.fn();
    quiz.$quiz.set(makeQuizDetail([makeStudentQuestion()]));
    render(<Quiz quiz={quiz} quizId="1" onSubmitted={onSubmitted} />);
    const attempt = makeAttempt({ grading_completed: true, total_score: 3, xp_collected: 30 });
    act(() => quiz.$attemptResult.set(attempt));
    await screen.findByText('3 out of 4 marks');
    expect(screen.getByText('+30 XP earned')).toBeTruthy();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted).toHaveBeenCalledWith(attempt);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Red' }).disabled).toBe(true);
  });

  it('never shows XP the server did not grant', async () => {
    open([makeStudentQuestion(), makeStudentQuestion(), makeStudentQuestion()]);
    act(() =>
      quiz.$attemptResult.set(
        makeAttempt({ grading_completed: true, total_score: 0, max_score: 3, xp_collected: 0 }),
      ),
    );
    await screen.findByText('0 out of 3 marks');
    expect(screen.queryByText(/\+\d+ XP/)).toBeNull();
    expect(screen.getByText('No XP this time: XP comes from the marks you earn.')).toBeTruthy();
  });

  it('writes partial marks as people do, in the question and the summary', async () => {
    const q = makeStudentQuestion({ marks: 2, question_type_id: QuestionType.multipleChoice });
    open([q]);
    act(() => {
      quiz.$marked.set({
        [q.id]: makeMarked(q.id, true, { marks_given: 1.33, max_marks: 2, is_full_marks: false }),
      });
      quiz.$attemptResult.set(
        makeAttempt({ grading_completed: true, total_score: 1.33, max_score: 2, xp_collected: 7 }),
      );
    });
    expect(await screen.findByText('1⅓ out of 2 marks')).toBeTruthy();
    expect(screen.getAllByText('1⅓ of 2 marks')).toHaveLength(2);
    expect(screen.queryByText(/1\.33/)).toBeNull();
  });

  it('marks each question in the summary as its marks arrive', async () => {
    const [a, b] = [makeStudentQuestion(), makeStudentQuestion()];
    open([a, b]);
    act(() => {
      quiz.$finishing.set(true);
      quiz.$inSubmission.set(new Set([a.id, b.id]));
    });
    await screen.findByRole('heading', { name: 'Marking your answers…' });
    expect(screen.getByText('0 of 2 questions marked')).toBeTruthy();
    act(() => quiz.$marked.set({ [a.id]: makeMarked(a.id, true) }));
    await screen.findByText('1 of 2 questions marked');
    const summary = document.querySelector<HTMLElement>('.kyu-summary')!;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Question 1 1 of 1 mark', 'Question 2 Marking…']);
  });

  it('leads back to the quiz list and to the answers once the result is in', async () => {
    const onBack = vi.fn(() => false);
    const onReview = vi.fn();
    const [a, b] = [makeStudentQuestion(), makeStudentQuestion()];
    quiz.$quiz.set(makeQuizDetail([a, b]));
    render(
      <Quiz
        quiz={quiz}
        quizId="1"
        listHref="/student/library"
        onBack={onBack}
        onReview={onReview}
      />,
    );
    press('Question 2, not answered');
    act(() => quiz.$attemptResult.set(makeAttempt({ grading_completed: true, total_score: 1 })));
    const back = await screen.findByRole('link', { name: 'Back to your quizzes' });
    expect(back.getAttribute('href')).toBe('/student/library');
    expect(fireEvent.click(back)).toBe(false);
    expect(onBack).toHaveBeenCalledWith({ href: '/student/library' });
    press('Review your answers');
    expect(onReview).toHaveBeenCalledWith({ quizId: 1, attemptId: 7 });
    expect(button('Question 1, not answered').getAttribute('aria-current')).toBe('step');
    expect(document.activeElement?.textContent).toContain('Question 1');
  });

  it('shows no way back to a list the page did not give', async () => {
    open();
    act(() => quiz.$attemptResult.set(makeAttempt({ grading_completed: true })));
    await screen.findByRole('heading', { name: 'Your result' });
    expect(screen.queryByRole('link', { name: 'Back to your quizzes' })).toBeNull();
    expect(button('Review your answers')).toBeTruthy();
  });

  it('warns at five minutes and at one minute left', async () => {
    open();
    act(() => quiz.$remainingSeconds.set(301));
    await screen.findByText('5:01');
    act(() => quiz.$remainingSeconds.set(300));
    const warning = await screen.findByText('Less than 5 minutes left.');
    expect(warning.getAttribute('aria-live')).toBe('assertive');
    act(() => quiz.$remainingSeconds.set(59));
    await screen.findByText('Less than 1 minute left.');
  });

  it('moves between questions and says which are answered', () => {
    const [a, b] = [makeStudentQuestion(), makeStudentQuestion()];
    quiz.$answers.set({ [a.id]: '1' });
    open([a, b]);
    expect(screen.getByText('Question 1 of 2 · 1 answered')).toBeTruthy();
    press('Question 2, not answered');
    expect(document.activeElement?.textContent).toContain('Question 2');
    expect(button('Question 2, not answered').getAttribute('aria-current')).toBe('step');
    press('Previous');
    expect(button('Question 1, answered').getAttribute('aria-current')).toBe('step');
  });

  it('shows a passage beside its question, and the question pictures', () => {
    const q = makeStudentQuestion({
      passage_id: 5,
      question_images: [{ filename: 'leaf.png', url: '/uploads/leaf.png' }],
    });
    const detail = makeQuizDetail([q]);
    detail.passages = [
      { id: 5, title: 'The oak', text: 'Oaks grow slowly.', question_ids: [q.id] },
    ];
    quiz.$quiz.set(detail);
    render(<Quiz quiz={quiz} quizId="1" />);
    const passage = screen.getByRole('complementary', { name: 'The oak' });
    expect(passage.textContent).toContain('Oaks grow');
    // It scrolls on its own when long, so a keyboard must be able to reach it (axe: serious).
    expect(passage.tabIndex).toBe(0);
    expect(screen.getByRole('img', { name: 'Picture 1 of question 1' })).toBeTruthy();
  });

  it('reports a question with the message written', async () => {
    const q = makeStudentQuestion();
    open([q]);
    press('Report this question');
    expect(document.activeElement).toBe(screen.getByLabelText('Your message'));
    fill('Your message', 'Two answers are right.');
    press('Send report');
    await screen.findByText('Thank you: we will look at this question.');
    expect(reportQuestion).toHaveBeenCalledWith(q.id, 'Two answers are right.');
  });

  it('closes the report dialog on Escape with the focus back on its button', () => {
    open();
    press('Report this question');
    fireEvent.keyDown(screen.getByLabelText('Your message'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Report this question'));
  });

  it('shows why a report was refused', async () => {
    vi.mocked(reportQuestion).mockRejectedValueOnce(new Error('Too many reports today.'));
    open();
    press('Report this question');
    fill('Your message', 'Typo.');
    press('Send report');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many reports today.');
  });

  it('asks a shared quiz taker for a name and e-mail first', async () => {
    render(<Quiz quiz={quiz} quizId="3" mode="shared" />);
    // Resumes the attempt this tab holds, if any.
    expect(quiz.loadQuiz).toHaveBeenCalledWith({ quizId: 3, mode: 'shared' });
    fill('Full name', 'Sam Lee');
    fill('Email', 'sam@example.com');
    press('Start the quiz');
    await waitFor(() =>
      expect(quiz.startSharedQuiz).toHaveBeenCalledWith({
        quizId: 3,
        fullName: 'Sam Lee',
        email: 'sam@example.com',
      }),
    );
  });

  it('shows a review read-only with its marks and no Finish', () => {
    const q = makeStudentQuestion();
    quiz.$answers.set({ [q.id]: '1' });
    quiz.$marked.set({
      [q.id]: makeMarked(q.id, false, { feedback: 'Not red.' }),
    });
    open([q], {}, 'review');
    expect(screen.getByText('0 of 1 mark')).toBeTruthy();
    expect(screen.getByText('Not red.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Red' }).disabled).toBe(true);
  });

  it('does not report an attempt that was already marked when it opened', async () => {
    const onSubmitted = vi.fn();
    const attempt = makeAttempt({ grading_completed: true, total_score: 2 });
    quiz.$quiz.set({ ...makeQuizDetail([makeStudentQuestion()]), attempt });
    quiz.$attemptResult.set(attempt);
    render(<Quiz quiz={quiz} quizId="1" mode="review" onSubmitted={onSubmitted} />);
    await screen.findByText('2 out of 4 marks');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('shows a failed save or marking without hiding the question', async () => {
    open();
    act(() => quiz.$quizError.set('The marking was cut off. Please try again.'));
    expect((await screen.findByRole('alert')).textContent).toContain('cut off');
    expect(screen.getByRole('radiogroup')).toBeTruthy();
  });
});
