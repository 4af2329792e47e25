import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { KYU, PAGES } from '../origins';
import { devAdminHeaders, signIn, storedUser } from './helpers';
import { answerShown, navButton, openForAnswers } from './quiz-answers';
import { closeShown, dismissStudentModals } from './student-modals';

// Two pupils of one class race in a week's league: each sees the other move as they answer; the
// week ends by the development clock, the leader moves up while the other moves down, once, and
// the leader's new sticker shows in the laboratory modal and the book. The school's own page shows the league through <kyu-leaderboard>.
// The seeded pupils start the week in Silver (server/src/db/seed-data.ts).

const API = `${KYU}/api/v1`;

interface QuizRow {
  id: number;
  quiz_type_id: number;
  question_count?: number;
}

/** The signed-in student's call to the API, with the portal's own token. */
async function call<T>(page: Page, path: string): Promise<T> {
  const user = await storedUser(page);
  const res = await page.request.get(`${API}${path}`, {
    headers: { authorization: `Bearer ${user!.access_token}` },
  });
  expect(res.ok(), `${path} answers ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** A pupil signed in in a browser of their own, past the first visit's modals. */
async function pupil(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: KYU });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/student\//);
  await dismissStudentModals(page);
  const { pseudonym } = await call<{ pseudonym: string }>(page, '/students/play-settings');
  return { page, pseudonym };
}

/** Answers every question of a quiz in the portal and waits for the marks. */
async function takeQuiz(page: Page, quiz: QuizRow) {
  await openForAnswers(page, `/student/quiz/${quiz.id}`);
  for (let n = 1; n <= quiz.question_count!; n++) {
    await navButton(page, n).click();
    await answerShown(page.locator('main'));
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible({ timeout: 20_000 });
}

/** Closes the modals a student page opens, answering the stickers the laboratory modal showed. */
async function stickersShown(page: Page): Promise<string> {
  const shown: string[] = [];
  const modal = page.getByRole('dialog', { name: 'New sticker from the laboratory!' });
  for (;;) {
    try {
      await modal.waitFor({ state: 'visible', timeout: 5_000 });
    } catch {
      break;
    }
    shown.push((await modal.textContent()) ?? '');
    await closeShown(modal, modal.getByRole('button', { name: 'Add it to my book' }));
  }
  await dismissStudentModals(page);
  return shown.join(' | ');
}

/** The signed-in pupil's league points this week, as the API answers them. */
async function ownPoints(page: Page) {
  const board = await call<{ current: { students: { is_you: boolean; points: number }[] } | null }>(
    page,
    '/leaderboard',
  );
  return board.current?.students.find((s) => s.is_you)?.points ?? 0;
}

const standings = (page: Page) => page.getByRole('table', { name: /league standings/ });
const row = (page: Page, name: string) =>
  standings(page).getByRole('row', { name: new RegExp(name) });
/** What axe finds serious or critical in `selector` of the page. */
const seriousProblems = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
const pointsOf = async (page: Page, name: string) =>
  Number(await row(page, name).getByRole('cell').nth(2).textContent());

test('two pupils race in a league, one earns stickers, and the week ends with one up and one down', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const mia = await pupil(browser, 'student@example.com');
  const ethan = await pupil(browser, 'student2@example.com');
  const practice = (await call<QuizRow[]>(mia.page, '/quiz?show_question_count=true')).filter(
    (q) => [3, 7].includes(q.quiz_type_id) && (q.question_count ?? 0) >= 2,
  );
  expect(practice.length, 'seeded practice quizzes').toBeGreaterThanOrEqual(2);

  // The spec answers the first option of each question, and earlier specs may have answered some
  // quizzes already, so a pupil takes quizzes until their points pass `above`.
  const taken = new Map<Page, Set<number>>();
  async function earnPoints(page: Page, above: number) {
    const done = taken.get(page) ?? new Set<number>();
    taken.set(page, done);
    for (const quiz of practice.filter((q) => !done.has(q.id))) {
      done.add(quiz.id);
      await takeQuiz(page, quiz);
      if ((await ownPoints(page)) > above) return;
    }
    throw new Error('no seeded quiz earned enough points');
  }

  // Mia answers first and joins the week's league.
  await earnPoints(mia.page, 0);
  await mia.page.goto('/student/leaderboard');
  await stickersShown(mia.page);
  // Her own row has her own name; others see her pseudonym.
  await expect(row(mia.page, 'Mia Tan \\(you\\)')).toBeVisible();
  expect(await pointsOf(mia.page, 'Mia Tan')).toBeGreaterThan(0);

  // Ethan answers too; Mia's board, left open, shows him arrive without a reload.
  await earnPoints(ethan.page, 0);
  await expect(row(mia.page, ethan.pseudonym)).toBeVisible({ timeout: 30_000 });

  // Mia answers more; Ethan's board, left open, shows her move ahead of him.
  await ethan.page.goto('/student/leaderboard');
  await stickersShown(ethan.page);
  const before = await pointsOf(ethan.page, mia.pseudonym);
  await earnPoints(mia.page, Math.max(before, await ownPoints(ethan.page)));
  await expect
    .poll(() => pointsOf(ethan.page, mia.pseudonym), { timeout: 30_000 })
    .toBeGreaterThan(before);
  await expect(row(ethan.page, mia.pseudonym).getByRole('cell').first()).toHaveText('1');
  await expect(row(ethan.page, 'Ethan Lim').getByRole('cell').first()).toHaveText('2');
  await expect(row(ethan.page, mia.pseudonym)).toContainText('Moves up');
  await expect(row(ethan.page, 'Ethan Lim')).toContainText('Moves down');
  expect(await seriousProblems(ethan.page, 'main')).toEqual([]);

  // The school's own page, on another origin, shows the week's top pupils by pseudonym only.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${PAGES}/leaderboard.html`);
  const board = visitor.locator('kyu-leaderboard');
  await expect(board.getByRole('row', { name: new RegExp(mia.pseudonym) })).toBeVisible();
  await expect(board.getByRole('row', { name: new RegExp(ethan.pseudonym) })).toBeVisible();
  await expect(board).not.toContainText('Mia');
  expect(await seriousProblems(visitor, 'kyu-leaderboard')).toEqual([]);

  // The week ends. Mia moves up to Gold and Ethan down to Bronze, once, and Mia has a sticker.
  const advanced = await mia.page.request.post(`${API}/dev/leagues/advance-clock`, {
    data: { days: 7 },
    headers: await devAdminHeaders(mia.page.request),
  });
  expect(advanced.ok()).toBe(true);
  const miaBoard = await call<{ league: number; previous: { outcome: string } | null }>(
    mia.page,
    '/leaderboard',
  );
  const ethanBoard = await call<{ league: number; previous: { outcome: string } | null }>(
    ethan.page,
    '/leaderboard',
  );
  expect([miaBoard.league, miaBoard.previous?.outcome]).toEqual([3, 'promoted']);
  expect([ethanBoard.league, ethanBoard.previous?.outcome]).toEqual([1, 'demoted']);

  await mia.page.goto('/student/leaderboard');
  expect(await stickersShown(mia.page)).toContain('Moving up');
  await expect(mia.page.getByText('moved up to Gold')).toBeVisible();
  const book = mia.page.getByRole('list', { name: 'Stickers' });
  await mia.page.goto('/student/sticker-book');
  for (const earned of ['Moving up', 'First steps'])
    await expect(book.getByRole('listitem').filter({ hasText: earned })).toContainText('Earned');
});
