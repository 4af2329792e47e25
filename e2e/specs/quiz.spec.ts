import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './student-modals';
import { apiToken, signIn, storedUser } from './helpers';

/** Who owns the seeded shared quiz (server/src/db/seed-questions.ts). */
const SHARED_QUIZ_OWNER = 'teacher@example.com';
import { answerShown, navButton, openForAnswers } from './quiz-answers';

interface QuizRow {
  id: number;
  title: string;
  quiz_type_id: number;
  is_shared: boolean;
  question_count?: number;
}

/** The seeded quizzes a signed-in student may take, asked of the API with the portal's token. */
async function quizzes(page: Page, request: APIRequestContext): Promise<QuizRow[]> {
  const user = await storedUser(page);
  const res = await request.get('/api/v1/quiz?show_question_count=true', {
    headers: { authorization: `Bearer ${user!.access_token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as QuizRow[];
}

const quizEl = (page: Page) => page.locator('main');

test('a student answers half a quiz, reloads, finds every answer, finishes and watches the marks arrive', async ({
  page,
  request,
}) => {
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student/);
  const quiz = (await quizzes(page, request)).find(
    (q) => q.quiz_type_id === 3 && (q.question_count ?? 0) >= 6,
  );
  expect(quiz, 'a seeded weekly practice quiz').toBeTruthy();
  await openForAnswers(page, `/student/quiz/${quiz!.id}`);
  const total = quiz!.question_count!;
  const half = Math.ceil(total / 2);
  for (let n = 1; n <= half; n++) {
    await navButton(page, n).click();
    await answerShown(quizEl(page));
  }
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  for (let n = 1; n <= half; n++)
    await expect(navButton(page, n)).toHaveAccessibleName(`Question ${n}, answered`);
  await expect(navButton(page, half + 1)).toHaveAccessibleName(
    `Question ${half + 1}, not answered`,
  );

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  for (let n = half + 1; n <= total; n++) {
    await navButton(page, n).click();
    await answerShown(quizEl(page));
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible({ timeout: 20_000 });
  for (let n = 1; n <= total; n++)
    await expect(navButton(page, n)).toHaveAccessibleName(/marked|full marks/);
});

test('the network drops while answers are saved, and nothing is lost', async ({
  page,
  request,
}) => {
  await signIn(page, 'student2@example.com');
  await expect(page).toHaveURL(/\/student/);
  const quiz = (await quizzes(page, request)).find((q) => q.quiz_type_id === 7);
  await openForAnswers(page, `/student/quiz/${quiz!.id}`);
  await navButton(page, 1).click();
  await answerShown(quizEl(page));
  await expect(page.getByText('Saved')).toBeVisible();
  await page.context().setOffline(true);
  await navButton(page, 2).click();
  await answerShown(quizEl(page));
  await expect(page.getByText(/Offline/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('Saved')).toBeVisible({ timeout: 15_000 });
  // A fresh tab with no local queue: what it shows came from the server.
  const fresh = await page.context().newPage();
  await fresh.goto(`/student/quiz/${quiz!.id}`);
  await expect(navButton(fresh, 1)).toHaveAccessibleName('Question 1, answered');
  await expect(navButton(fresh, 2)).toHaveAccessibleName('Question 2, answered');
});

test('someone without an account takes a shared quiz', async ({ page, request }) => {
  // The seeded shared quiz is a worksheet of the teacher's school, assigned to nobody, so it is
  // not in a student's list: its teacher, who shares the link, finds it among their worksheets.
  const teacher = await apiToken(request, SHARED_QUIZ_OWNER);
  const res = await request.get('/api/v1/worksheets?size=100', {
    headers: { authorization: `Bearer ${teacher}` },
  });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as {
    items: { id: number; is_shared: boolean; question_ids: number[] }[];
  };
  const shared = items.find((q) => q.is_shared);
  expect(shared, 'a seeded shared quiz').toBeTruthy();
  await page.goto(`/sharing/quiz/${shared!.id}`);
  await page.getByLabel(/name/i).fill('Sam Visitor');
  await page.getByLabel(/e-?mail/i).fill('sam.visitor@example.com');
  await page.getByRole('button', { name: /start/i }).click();
  const total = shared!.question_ids.length;
  for (let n = 1; n <= total; n++) {
    await navButton(page, n).click();
    await answerShown(quizEl(page));
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible({ timeout: 20_000 });
});

test('Finish warns of unanswered questions, the marks arrive one by one, and the result leads back', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'student2@example.com');
  await expect(page).toHaveURL(/\/student/);
  const list = await quizzes(page, request);
  const quiz = list.find((q) => q.quiz_type_id === 3 && (q.question_count ?? 0) >= 4)!;
  await openForAnswers(page, `/student/quiz/${quiz.id}`);
  const total = quiz.question_count!;
  for (const n of [1, 2]) {
    await navButton(page, n).click();
    await answerShown(quizEl(page));
  }
  await expect(page.getByText('Saved')).toBeVisible();

  await page.getByRole('button', { name: 'Finish' }).click();
  const warning = page.getByRole('group');
  await expect(warning).toContainText(`${total - 2} questions are unanswered.`);
  await warning.getByRole('button', { name: 'Go to question 3' }).click();
  await expect(navButton(page, 3)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('group')).toHaveCount(0);

  // A slow connection stretches the marking stream out, so each mark can be seen arriving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 3_000,
    uploadThroughput: 1_000_000,
  });
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Finish anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Marking your answers…' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^[1-9]\\d* of ${total} questions marked$`))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Your result' })).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/out of \d+ marks?$/)).toBeVisible();
  await expect(page.locator('.kyu-summary li')).toHaveCount(total);

  await page.getByRole('button', { name: 'Review your answers' }).click();
  await expect(navButton(page, 1)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('link', { name: 'Back to your quizzes' }).click();
  await expect(page).toHaveURL(/\/student\/library$/);

  // Reopened, the finished quiz shows its result (no new attempt), with Try again and a way out.
  await page.goto(`/student/quiz/${quiz.id}`);
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Leave the quiz' })).toBeVisible();

  // Left part-way through another quiz, the dashboard offers it, with how far it got.
  // Not the first practice quiz: the network test above left that one part-way through.
  const other = list.filter((q) => q.quiz_type_id === 7).at(-1)!;
  await openForAnswers(page, `/student/quiz/${other.id}`);
  await navButton(page, 1).click();
  await answerShown(quizEl(page));
  await expect(page.getByText('Saved')).toBeVisible();
  await page.goto('/student/dashboard');
  const item = page.getByRole('listitem').filter({ hasText: other.title });
  await expect(item).toContainText(`of ${other.question_count} answered`);
  await expect(page.getByRole('link', { name: quiz.title })).toHaveCount(0);
});

test('a finished mock exam’s summary shows that attempt’s marks, not a fresh attempt', async ({
  page,
  request,
}) => {
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student/);
  const exam = (await quizzes(page, request)).find((q) => q.quiz_type_id === 4)!;
  await page.goto(`/mock-exam/quiz/${exam.id}`);
  await navButton(page, 1).click();
  await answerShown(quizEl(page));
  await expect(page.getByText('Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('group')).toContainText('Finish the exam?');
  await page.getByRole('button', { name: 'Finish anyway' }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-exam/summary/${exam.id}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.locator('.kyu-summary li')).toHaveCount(exam.question_count!);
  await expect(navButton(page, 1)).toHaveAccessibleName(/marked|full marks/);
  await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to your quizzes' })).toHaveAttribute(
    'href',
    '/student/library',
  );
});
