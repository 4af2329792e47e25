import { expect, type Page } from '@playwright/test';
import { test } from './student-modals';
import { mintEmbedToken } from './embed-token';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';
import { storedUser } from './helpers';

// The demo pupil Mia Tan, as Hillside's own site knows her, and a pupil Kyu has not met yet.
const MIA = {
  sub: 'hillside-1001',
  name: 'Mia Tan',
  email: 'student@example.com',
  role: 'student',
};
const newPupil = () => ({
  sub: `hillside-${Date.now()}`,
  name: 'Noah Lim',
  email: `noah-${Date.now()}@hillside.test`,
  role: 'student',
});

/** A school's page with Kyu's script tag, served at a path of its own for this test. */
async function schoolPage(page: Page, identity: string, body = '') {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hillside pupils</title></head>
<body><h1>Hillside pupils</h1>${body}
<script src="/widgets/kyu.js" data-school="hillside.localhost" data-identity="${identity}" async></script>
</body></html>`;
  await page.route('**/school/pupils.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto('/school/pupils.html');
}

const signedInEmail = async (page: Page) => (await storedUser(page))?.email ?? null;

test('a pupil signed in on the school site opens a quiz in <kyu-quiz> already signed in', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'password', email: MIA.email, password: DEMO_PASSWORD },
  });
  const quizzes = await request.get('/api/v1/quiz', {
    headers: { authorization: `Bearer ${(await login.json()).access_token}` },
  });
  const quiz = ((await quizzes.json()) as { id: number; quiz_type_id: number }[]).find(
    (q) => q.quiz_type_id === 3,
  );
  expect(quiz, 'a seeded practice quiz').toBeTruthy();

  await schoolPage(page, mintEmbedToken(MIA), `<kyu-quiz quiz-id="${quiz!.id}"></kyu-quiz>`);
  await expect(page.getByRole('button', { name: /^Question 1,/ })).toBeVisible();
  expect(await signedInEmail(page)).toBe(MIA.email);
});

test("another pupil's token replaces the session; a refused one leaves a visitor and says why", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await schoolPage(page, mintEmbedToken(MIA));
  await expect.poll(() => signedInEmail(page)).toBe(MIA.email);

  const pupil = newPupil();
  const who = await page.evaluate((token) => window.Kyu!.identify(token), mintEmbedToken(pupil));
  expect(who).toMatchObject({ email: pupil.email, first_name: 'Noah', user_role_id: 1 });
  expect(who).not.toHaveProperty('access_token');
  expect(await signedInEmail(page)).toBe(pupil.email);

  const now = Math.floor(Date.now() / 1000);
  const expired = mintEmbedToken({ ...MIA, iat: now - 900, exp: now - 600 });
  const refusal = await page.evaluate(
    (token) =>
      window.Kyu!.identify(token).then(
        () => null,
        (error: { status: number; problem: { title: string } }) => ({
          status: error.status,
          title: error.problem.title,
        }),
      ),
    expired,
  );
  expect(refusal).toEqual({ status: 401, title: 'Embed token expired' });
  expect(await signedInEmail(page)).toBeNull();
  expect(errors.join('\n')).toContain('401 Embed token expired');
});

test('a school page that says nobody is signed in ends the session a token made', async ({
  page,
}) => {
  await schoolPage(page, mintEmbedToken(MIA));
  await expect.poll(() => signedInEmail(page)).toBe(MIA.email);
  // The same token again (a page from the back-forward cache): the session holds, no replay.
  await page.reload();
  await expect.poll(() => signedInEmail(page)).toBe(MIA.email);
  await page.unroute('**/school/pupils.html');
  await schoolPage(page, '');
  await expect.poll(() => signedInEmail(page)).toBeNull();
});
