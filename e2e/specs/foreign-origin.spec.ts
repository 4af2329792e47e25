import { expect, type Page } from '@playwright/test';
import { test } from './student-modals';
import { KYU, SCHOOL, SCHOOL_PORT } from '../origins';
import { storedUser } from './helpers';
import { answerShown, navButton } from './quiz-answers';
import { hostLook, KYU_JS, watch } from './school-page';

// The sample school site (demo-site/school), served by Kyu's server on a second origin with the
// school's strict policy and careless global CSS, embedding Kyu by its script tag alone.
const COACH_PAGE = `${SCHOOL}/coach.html`;
// The school's own server renders this page for the pupil signed in to its site (Mia), with a
// token it signs for her on Kyu's script tag and the quiz her teacher set.
const HOMEWORK_PAGE = `${SCHOOL}/homework`;

interface Served {
  url: string;
  encoding: string;
  body: number;
  headers: number;
  decoded: number;
}

/** Every file the page fetches from Kyu's /widgets/, with its bytes as the browser got them. */
function recordWidgetFiles(page: Page) {
  const files: Promise<Served>[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(`${KYU}/widgets/`)) return;
    files.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          url: request.url().slice(`${KYU}/widgets/`.length),
          encoding: (await response!.headerValue('content-encoding')) ?? 'identity',
          body: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          decoded: (await response!.body()).length,
        };
      })(),
    );
  });
  return { all: () => Promise.all(files), requested: () => files.length };
}

/** Slows the network down, so a streamed reply arrives in many pieces. */
async function throttle(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: -1,
  });
}

/** The school's page as it looks and what it holds with Kyu's files refused. */
async function lookWithoutKyu(page: Page, url = COACH_PAGE) {
  const bare = await page.context().newPage();
  await watch(bare);
  await bare.clock.install();
  await bare.route(`${KYU}/widgets/**`, (route) => route.abort());
  await bare.goto(url);
  const look = await hostLook(bare);
  await bare.close();
  return look;
}

test("a visitor on a school's own site opens the coach and watches an answer stream in", async ({
  page,
}) => {
  const before = await lookWithoutKyu(page);
  const { errors, violations } = await watch(page);
  const widgets = recordWidgetFiles(page);
  await page.clock.install();

  const response = await page.goto(COACH_PAGE);
  expect(response!.headers()['content-security-policy']).toContain(`script-src 'self' ${KYU}`);
  const bubble = page.getByRole('button', { name: 'Open Kyu coach' });
  await expect(bubble).toBeVisible();
  // The coach's code waits for the visitor, however long the page sits idle.
  await page.clock.fastForward('00:30');
  await expect.poll(widgets.requested).toBe(1);
  expect((await widgets.all()).map((f) => f.url)).toEqual(['kyu.js']);

  await bubble.hover();
  await expect.poll(async () => (await widgets.all()).some((f) => /coach-/.test(f.url))).toBe(true);
  await bubble.click();
  const question = page.getByLabel('Ask Kyu');
  await expect(question).toBeFocused();
  await expect(page.getByText(/chatting as a guest/)).toBeVisible();

  await throttle(page, 800);
  await question.fill('What is a fraction?');
  await page.getByRole('button', { name: 'Send' }).click();
  // Part of the reply shows while the rest is still on its way.
  const arriving = page.locator('.kyu-msg[aria-busy="true"]');
  await expect(arriving).toContainText(/\w/, { timeout: 15_000 });
  await expect(page.getByText('Sources:', { exact: false }).last()).toBeVisible({
    timeout: 20_000,
  });
  const reply = page.getByRole('log').locator('.kyu-msg').last();
  await expect(reply).toContainText(/Fractions: notes for P5/);

  // The school's careless CSS stays out of Kyu, and Kyu adds nothing to the school's page.
  const panel = await question.evaluate((el) => {
    const style = getComputedStyle(el);
    return { font: style.fontFamily, color: getComputedStyle(el.closest('.kyu')!).color };
  });
  expect(panel.font).not.toMatch(/Comic Sans/i);
  expect(panel.color).not.toBe('rgb(255, 0, 0)');
  expect(await hostLook(page)).toEqual(before);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);

  const files = await widgets.all();
  for (const file of files) expect(file.encoding, file.url).toBe('br');
  const rows = files.map(
    (f) => `${f.url.padEnd(36)} ${f.encoding.padEnd(4)} ${f.body} ${f.decoded}`,
  );
  const sum = (key: 'body' | 'headers' | 'decoded') => files.reduce((n, f) => n + f[key], 0);
  console.log(
    `Kyu's files as served to ${SCHOOL} (file, encoding, body bytes, decoded bytes):\n` +
      `${rows.join('\n')}\ntotal: ${sum('body')} B bodies + ${sum('headers')} B headers ` +
      `(${sum('decoded')} B decoded), ${files.length} files`,
  );
});

test("a pupil signed in on the school's own site opens this week's quiz in <kyu-quiz> and submits it", async ({
  page,
}) => {
  const before = await lookWithoutKyu(page, HOMEWORK_PAGE);
  const { errors, violations } = await watch(page);
  const response = await page.goto(HOMEWORK_PAGE);
  expect(response!.headers()['content-security-policy']).toContain(`style-src 'self' ${KYU}`);

  // Signed in by the school's token alone: no Kyu sign-in form, no password.
  const quiz = page.locator('kyu-quiz');
  await expect(navButton(page, 1)).toBeVisible();
  await expect.poll(async () => (await storedUser(page))?.email).toBe('student@example.com');
  const total = await quiz.getByRole('button', { name: /^Question \d+,/ }).count();
  expect(total).toBeGreaterThan(1);
  for (let n = 1; n <= total; n++) {
    await navButton(page, n).click();
    await answerShown(quiz);
  }
  await quiz.getByRole('button', { name: 'Finish' }).click();
  await expect(quiz.getByRole('heading', { name: 'Your result' })).toBeVisible({
    timeout: 20_000,
  });
  for (let n = 1; n <= total; n++)
    await expect(navButton(page, n)).toHaveAccessibleName(/marked|full marks/);

  // The school's page keeps its look, and the widget keeps its own.
  expect(await hostLook(page)).toEqual(before);
  const font = await quiz
    .locator('.kyu')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).not.toBe(
    await page.locator('main').evaluate((el) => getComputedStyle(el).fontFamily),
  );
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test("the sample school's home page embeds sign-in and the coach under its own policy", async ({
  page,
}) => {
  const { errors, violations } = await watch(page);
  await page.goto(`${SCHOOL}/`);
  await expect(page.locator('kyu-login .kyu')).toContainText('Email me a sign-in link');
  await expect(page.getByRole('button', { name: 'Open Kyu coach' })).toBeVisible();
  expect(await page.locator(`script[src="${KYU_JS}"]`).count()).toBe(1);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test("a school's page calls the API with preflights cached for ten minutes; an unregistered origin is refused", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const preflights: Record<string, string>[] = [];
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type !== 'Preflight') return;
    const headers = Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]);
    preflights.push(Object.fromEntries(headers) as Record<string, string>);
  });
  // A signed-in call: its Authorization header needs a preflight.
  const call = () =>
    page.evaluate(async (url) => {
      try {
        return (await fetch(url, { headers: { authorization: 'Bearer not-a-session' } })).status;
      } catch (error) {
        return String(error);
      }
    }, `${KYU}/api/v1/users/xp`);

  await page.goto(`${SCHOOL}/`);
  expect(await call()).toBe(401);
  expect(await call()).toBe(401);
  expect(preflights).toHaveLength(1);
  expect(preflights[0]).toMatchObject({
    'access-control-allow-origin': SCHOOL,
    'access-control-max-age': '600',
  });

  // The same page at a host no school registered: the browser refuses Kyu's answer.
  await page.goto(`http://stranger.localhost:${SCHOOL_PORT}/`);
  expect(await call()).toMatch(/TypeError/);
  expect(preflights[1]?.['access-control-allow-origin']).toBeUndefined();
});
