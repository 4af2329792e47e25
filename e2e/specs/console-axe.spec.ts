import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiToken, signIn } from './helpers';
import { KYU_PORT } from '../origins';

// Issue 14: axe finds no serious or critical violation on any console page, for every role.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type Row = { id: number };

/** The id of the first record a list call answers (a page's `items`, when it answers a page). */
async function firstId(request: APIRequestContext, path: string, token: string) {
  const res = await request.get(`/api/v1${path}`, { headers: bearer(token) });
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as Row[] | { items: Row[] };
  const rows = Array.isArray(body) ? body : body.items;
  expect(rows.length, `a record from ${path}`).toBeGreaterThan(0);
  return rows[0]!.id;
}

/** A document to open at /admin/extracted-document/:id; the seed has none. */
async function uploadDocument(request: APIRequestContext, token: string) {
  const res = await request.post('/api/v1/worksheets/generation/documents', {
    headers: bearer(token),
    multipart: {
      document_type: 'curriculum',
      title: 'Axe check curriculum',
      file: {
        name: 'axe-check.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Fractions name equal parts of a whole. Area is length times breadth.'),
      },
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** Signs a role in on a page of its own context, as axe wants (see quiz.spec.ts). */
async function consoleOf(browser: Browser, email: string, landing: RegExp, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(landing, { timeout: 20_000 });
  return page;
}

/**
 * Opens a console path and waits until its page has loaded: no lazy page's "Loading…", no
 * react-admin progress indicator, and the main area shows something.
 */
async function openLoaded(page: Page, path: string, shows?: string) {
  await page.goto(path);
  const main = page.locator('#main-content');
  await expect(main).toBeVisible({ timeout: 20_000 });
  // The lazy page's fallback, and each page's own "Loading the report…" while it fetches.
  await expect(page.getByText(/^Loading\b.*…$/)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(main.locator('h1, h2, h3, table, form, [role="grid"], p').first()).toBeVisible();
  if (shows) await expect(main.getByText(shows).first()).toBeVisible();
}

/**
 * The serious and critical violations axe finds on the page, one line each. A school's brand
 * preview is left out: it draws the school's own colours on purpose, hidden from screen
 * readers, and tells the admin in words where they fall short (school-admin-page.spec.ts).
 */
async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('.kbp-page').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

/** A console path, or a path and what it shows once its parts have loaded one after another. */
type Route = string | [path: string, shows: string];

async function checkEvery(page: Page, routes: Route[]) {
  for (const route of routes) {
    const [path, shows] = typeof route === 'string' ? [route] : route;
    await test.step(path, async () => {
      await openLoaded(page, path, shows);
      expect.soft(await violations(page), path).toEqual([]);
    });
  }
}

test.describe('the console passes axe', () => {
  test.describe.configure({ timeout: 300_000 });

  test('on every page of the Kyu admin console', async ({ browser, request }) => {
    const token = await apiToken(request, 'admin@example.com');
    const school = await firstId(request, '/admin/schools?range=[0,0]', token);
    const user = await firstId(request, '/admin/users?range=[0,0]', token);
    const course = await firstId(request, '/admin/courses?range=[0,0]', token);
    const question = await firstId(request, '/admin/questions?size=1', token);
    const student = await firstId(
      request,
      `/admin/users?filter=${encodeURIComponent('{"q":"student@example.com"}')}`,
      token,
    );
    const document = await uploadDocument(request, await apiToken(request, 'teacher@example.com'));

    const page = await consoleOf(browser, 'admin@example.com', /\/admin\/?$/);
    await checkEvery(page, [
      '/admin/rag-management',
      '/admin',
      '/admin/schools',
      '/admin/schools/create',
      `/admin/schools/${school}`,
      '/admin/users',
      `/admin/users/${user}`,
      '/admin/courses',
      `/admin/courses/${course}`,
      '/admin/subscriptions',
      '/admin/activation-codes/batches',
      '/admin/activation-codes/batches/create',
      '/admin/activation-codes',
      '/admin/course-activations',
      '/admin/question-management',
      `/admin/question-management/${question}`,
      '/admin/question-import',
      '/admin/question-checker',
      '/admin/reported-questions',
      '/admin/prompts',
      '/admin/statistics',
      '/admin/statistics/feedback',
      '/admin/lessons',
      '/admin/lessons/manage',
      `/admin/student-detailed-report/${student}`,
      `/admin/extracted-document/${document}`,
      '/admin/logsheet',
    ]);
    await page.context().close();
  });

  test("on each tab of a school's edit form", async ({ browser, request }) => {
    const token = await apiToken(request, 'admin@example.com');
    const school = await firstId(request, '/admin/schools?range=[0,0]', token);
    const page = await consoleOf(browser, 'admin@example.com', /\/admin\/?$/);
    await openLoaded(page, `/admin/schools/${school}`);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const name of await tabs.allInnerTexts()) {
      await test.step(name, async () => {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
        expect.soft(await violations(page), name).toEqual([]);
      });
    }
    await page.context().close();
  });

  test("on a school admin's pages", async ({ browser }) => {
    const page = await consoleOf(browser, 'schooladmin@example.com', /\/admin\/?$/);
    await checkEvery(page, [
      '/admin/rag-management',
      '/admin/schools',
      '/admin/users',
      '/admin/statistics',
      '/admin/lessons',
      '/admin/lessons/manage',
    ]);
    await page.context().close();
  });

  test("on every page of the teacher's console", async ({ browser, request }) => {
    const token = await apiToken(request, 'teacher@example.com');
    const classId = await firstId(request, '/teachers/class', token);
    const adminToken = await apiToken(request, 'admin@example.com');
    const student = await firstId(
      request,
      `/admin/users?filter=${encodeURIComponent('{"q":"student@example.com"}')}`,
      adminToken,
    );

    const page = await consoleOf(browser, 'teacher@example.com', /\/teacher\/reports/);
    await checkEvery(page, [
      '/teacher/reports',
      `/teacher/students/${student}/class/${classId}/reports`,
      ['/teacher/students', 'Mia Tan'],
      '/teacher/manage/classes',
      '/teacher/manage/schools',
      '/teacher/manage/students',
      '/teacher/manage/teachers',
      '/teacher/manage/parents',
      '/teacher/manage/activation-codes',
      '/teacher/lessons',
      '/teacher/lessons/manage',
      '/teacher/creator',
      '/teacher/worksheet-library',
      '/teacher/assignments',
    ]);
    await test.step('a class opened in the class editor', async () => {
      await openLoaded(page, '/teacher/manage/classes');
      await page.getByRole('button', { name: 'Open P5 Mathematics' }).click();
      const editor = page.getByRole('region', { name: 'Class P5 Mathematics' });
      await expect(editor.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
      expect.soft(await violations(page), 'class editor').toEqual([]);
    });
    await page.context().close();
  });

  test('on the curriculum console', async ({ browser }) => {
    const page = await consoleOf(browser, 'curriculum@example.com', /\/assessments/);
    await checkEvery(page, ['/assessments']);
    await page.context().close();
  });
});

test("the console in the second brand's light teal passes axe", async ({ browser }) => {
  // A sign-in and four pages, each analysed whole: question management's 25 rows of chips
  // alone take axe about 10 s on a busy machine.
  test.setTimeout(90_000);
  // The brand comes from the host name (core's brandFromHostname); Chromium resolves *.localhost.
  const page = await consoleOf(
    browser,
    'admin@example.com',
    /\/admin\/?$/,
    `http://second.localhost:${KYU_PORT}`,
  );
  await checkEvery(page, [
    '/admin/rag-management',
    '/admin/users',
    '/admin/schools/create',
    '/admin/question-management',
  ]);
  await page.context().close();
});

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let n = 0; n < most; n++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test("a keyboard user opens Users from the menu and a user's edit page from its row", async ({
  browser,
}) => {
  const page = await consoleOf(browser, 'admin@example.com', /\/admin\/?$/);
  await openLoaded(page, '/admin');
  await tabTo(page, page.getByRole('menuitem', { name: 'Users' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users$/);

  const row = page.getByRole('row', { name: /Mia Tan/ });
  await tabTo(page, row.getByRole('button', { name: 'Deactivate' }));
  await tabTo(page, row.getByRole('link', { name: 'Edit' }), 3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByLabel('First name')).toHaveValue('Mia');
  await page.context().close();
});
