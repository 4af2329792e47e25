import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './student-modals';
import { PAGES } from '../origins';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';
import { askTheCoach, watch } from './school-page';

// The tests' own school pages (embed-pages.ts), on their own origin under the sample school
// site's strict policy: every way a school may load the script tag, and a page at its worst.

const MODES = [
  ['async', '/async.html'],
  ['defer', '/defer.html'],
  ['type=module', '/module.html'],
  ['by a plain blocking tag', '/blocking.html'],
  ['later, by a tag manager', '/tag-manager.html'],
  ["as a module through a redirect from the school's own address", '/redirect.html'],
] as const;

for (const [mode, path] of MODES) {
  test(`the coach opens and answers when kyu.js is loaded ${mode}`, async ({ page }) => {
    const { errors, violations } = await watch(page);
    const response = await page.goto(`${PAGES}${path}`);
    expect(response!.headers()['content-security-policy']).not.toMatch(/unsafe/);
    await askTheCoach(page);
    await expect(page.getByRole('log').locator('.kyu-msg').last()).toContainText(/Fractions/);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('Kyu works on a page with its own globals and hostile CSS that loads kyu.js twice', async ({
  page,
}) => {
  const { errors, violations } = await watch(page);
  await page.goto(`${PAGES}/hostile.html`);
  await expect(page.getByRole('button', { name: 'Open Kyu coach' })).toHaveCount(1);
  await askTheCoach(page);

  // The page's CSS reaches neither the panel nor the text inside it.
  const look = await page.getByLabel('Ask Kyu').evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.fontFamily, style.letterSpacing, style.textTransform, style.color].join(' | ');
  });
  expect(look).not.toMatch(/Comic Sans|3px|uppercase|rgb\(255, 0, 0\)/);
  const reply = page.getByRole('log').locator('.kyu-msg').last();
  expect(await reply.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');

  // Kyu left the page's globals alone, called no AMD define, and defined its element once.
  const held = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return { amd: w['amdCalls'], defined: w['defined'], e: w['e'], t: w['t'] };
  });
  expect(held).toEqual({
    amd: [],
    defined: ['kyu-coach'],
    e: 'the school keeps its e',
    t: 'and its t',
  });
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

/** A seeded demo quiz: quiz ids the student's list leaves out, tried as demos one by one. */
async function demoQuizId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'password', email: 'student@example.com', password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const listed = await request.get('/api/v1/quiz', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const ids = new Set(((await listed.json()) as { id: number }[]).map((q) => q.id));
  for (let id = 1; id <= Math.max(...ids) + 3; id++) {
    if (!ids.has(id) && (await request.get(`/api/v1/quiz/${id}/demo`)).ok()) return id;
  }
  throw new Error('no demo quiz was seeded');
}

const WIDGETS: Record<string, RegExp> = {
  'kyu-login': /Email me a sign-in link/,
  'kyu-signup': /Create account/,
  'kyu-forgot-password': /Send reset link/,
  'kyu-reset-password': /Save new password/,
  'kyu-onboarding': /Sign in to tell us about yourself/,
  'kyu-coach': /chatting as a guest/,
  'kyu-quiz': /Question 1/,
};

test('every widget defines itself and renders on a school page under its strict policy', async ({
  page,
  request,
}) => {
  const quizId = await demoQuizId(request);
  const { errors, violations } = await watch(page);
  await page.goto(`${PAGES}/widgets.html`);
  // One more element, added after the page loaded: the loader defines it too.
  await page.evaluate((id) => {
    const quiz = document.createElement('kyu-quiz');
    quiz.setAttribute('quiz-id', String(id));
    quiz.setAttribute('mode', 'demo');
    document.body.append(quiz);
  }, quizId);
  for (const [tag, text] of Object.entries(WIDGETS)) {
    await expect(page.locator(tag).locator('.kyu').first(), tag).toContainText(text);
    // The page's `* { text-transform: uppercase !important }` does not reach the widget's text.
    const look = await page
      .locator(tag)
      .locator('.kyu')
      .first()
      .evaluate((el) => getComputedStyle(el.querySelector('label, p, h2') ?? el).textTransform);
    expect(look, tag).toBe('none');
  }
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
