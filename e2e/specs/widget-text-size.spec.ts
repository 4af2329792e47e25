import { expect, test, type Page } from '@playwright/test';
import { mintEmbedToken } from './embed-token';
import { apiToken } from './helpers';
import { askTheCoach } from './school-page';

// Many school sites shrink the root font (`html { font-size: 62.5% }` makes 1rem 10px): text
// sized in rem inside a widget would shrink with it. Every widget sizes its text in px.
const SMALL_ROOTS = {
  ':root { font-size: 9px }': ':root { font-size: 9px }',
  'html { font-size: 62.5% }': 'html { font-size: 62.5% }',
};
const MIA = { sub: 'hillside-1001', name: 'Mia Tan', email: 'student@example.com' };

/** A school's page with a small root font, served at a path of its own for this test. */
async function smallRootPage(page: Page, rootCss: string, body: string, identity?: string) {
  const tag = identity === undefined ? '' : ` data-identity="${identity}"`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hillside</title>
<style>${rootCss} body { font-family: serif; }</style></head>
<body><h1>Hillside Primary School</h1>${body}
<script src="/widgets/kyu.js" data-school="hillside.localhost"${tag} async></script>
</body></html>`;
  await page.route('**/school/small-root.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto('/school/small-root.html');
}

/**
 * Every piece of text inside the widgets' shadow roots (text nodes, and the placeholders and
 * values of fields) whose font is under `min` px, as "tag: size px: text".
 */
function smallText(page: Page, min = 12) {
  return page.evaluate((min) => {
    const found: string[] = [];
    const visit = (root: ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent?.trim() ?? '')
          .join(' ')
          .trim();
        const field = el.getAttribute('placeholder') ?? '';
        const text = own || field;
        if (!text) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < min) found.push(`${el.tagName.toLowerCase()}: ${size}px: ${text.slice(0, 40)}`);
      }
    };
    for (const host of document.querySelectorAll('*')) {
      if (host.tagName.startsWith('KYU-') && host.shadowRoot) visit(host.shadowRoot);
    }
    return found;
  }, min);
}

/** How many text-bearing elements the widgets' shadow roots hold, so an empty page fails. */
const textCount = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('*')]
        .filter((h) => h.tagName.startsWith('KYU-') && h.shadowRoot)
        .flatMap((h) => [...h.shadowRoot!.querySelectorAll('*')])
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
        .length,
  );

for (const [name, rootCss] of Object.entries(SMALL_ROOTS)) {
  test(`under ${name} a visitor's widgets and the open coach have no text under 12 px`, async ({
    page,
  }) => {
    await smallRootPage(
      page,
      rootCss,
      '<kyu-login></kyu-login><kyu-signup></kyu-signup><kyu-redeem></kyu-redeem>' +
        '<kyu-leaderboard school-id="1"></kyu-leaderboard><kyu-coach></kyu-coach>',
    );
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
    // The coach's title, its guest notice, a reply and its Like and Dislike buttons.
    await askTheCoach(page);
    await expect(page.getByRole('button', { name: /like/i }).first()).toBeVisible();
    expect(await textCount(page)).toBeGreaterThan(20);
    expect(await smallText(page)).toEqual([]);
    const title = page.locator('kyu-coach').getByRole('heading', { level: 2 }).first();
    expect(await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBe(17);
  });

  test(`under ${name} a signed-in pupil's quiz has no text under 12 px`, async ({
    page,
    request,
  }) => {
    const quizzes = await request.get('/api/v1/quiz', {
      headers: { authorization: `Bearer ${await apiToken(request, MIA.email)}` },
    });
    const quiz = ((await quizzes.json()) as { id: number; quiz_type_id: number }[]).find(
      (q) => q.quiz_type_id === 3,
    );
    expect(quiz, 'a seeded practice quiz').toBeTruthy();
    await smallRootPage(
      page,
      rootCss,
      `<kyu-quiz quiz-id="${quiz!.id}"></kyu-quiz><kyu-login></kyu-login>`,
      mintEmbedToken({ ...MIA, role: 'student' }),
    );
    await expect(page.getByRole('button', { name: /^Question 1,/ })).toBeVisible();
    expect(await textCount(page)).toBeGreaterThan(5);
    expect(await smallText(page)).toEqual([]);
  });
}
