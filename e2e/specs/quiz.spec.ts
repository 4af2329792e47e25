import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, storedUser } from './helpers';

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

/** Answers the question on screen, whatever its type: first option, a number, some words. */
async function answerShown(page: Page) {
  const main = quizEl(page);
  for (const group of await main.getByRole('radiogroup').all())
    await group.getByRole('radio').first().check();
  for (const box of await main.locator('.kyu-opts[role=group]').all())
    await box.getByRole('checkbox').first().check();
  for (const input of await main.locator('.kyu-field input[type=text]').all())
    await input.fill('12');
  for (const area of await main.locator('.kyu-field textarea').all())
    await area.fill('Plants need light and water to make their food.');
}

const navButton = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Question ${n},`) });

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
  await page.goto(`/student/quiz/${quiz!.id}`);
  const total = quiz!.question_count!;
  const half = Math.ceil(total / 2);
  for (let n = 1; n <= half; n++) {
    await navButton(page, n).click();
    await answerShown(page);
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
    await answerShown(page);
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
  await page.goto(`/student/quiz/${quiz!.id}`);
  await navButton(page, 1).click();
  await answerShown(page);
  await expect(page.getByText('Saved')).toBeVisible();
  await page.context().setOffline(true);
  await navButton(page, 2).click();
  await answerShown(page);
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
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL(/\/student/);
  const shared = (await quizzes(page, request)).find((q) => q.is_shared);
  expect(shared, 'a seeded shared quiz').toBeTruthy();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/sharing/quiz/${shared!.id}`);
  await page.getByLabel(/name/i).fill('Sam Visitor');
  await page.getByLabel(/e-?mail/i).fill('sam.visitor@example.com');
  await page.getByRole('button', { name: /start/i }).click();
  const total = shared!.question_count ?? 1;
  for (let n = 1; n <= total; n++) {
    await navButton(page, n).click();
    await answerShown(page);
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible({ timeout: 20_000 });
});
