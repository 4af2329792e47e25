import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { KYU, SCHOOL } from '../origins';
import { signIn } from '../specs/helpers';
import { clearRole, OUT, saveAlbum, shotFile, type Shot } from './album';
import { axe, markdown, sideways, watch } from './checks';
import { ROLES } from './roles';
import { pathsFor } from './routes';
import { seededIds } from './seeded';

// Issue 24, item 9: every page of every role at a desktop's and a phone's width, pictured into
// e2e/screens-out/ (index.html shows them all), failing on sideways scroll, Markdown shown as
// typed, console and page errors, Kyu's requests that fail, and axe's serious or critical
// violations. Each role's test goes through all its pages and then fails once, listing every
// page, width and reason, so one run shows all that is left to fix.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * Waits until a page has loaded: the network quiet (a page holding a stream open is not), no
 * "Loading…" and no progress bar, its fonts in. Answers a problem when it never finishes.
 */
async function settle(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  try {
    await expect(page.getByText(/^Loading\b.*…$/)).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root')).toHaveCount(
      0,
      { timeout: 15_000 },
    );
  } catch {
    return ['still loading after 15 s'];
  }
  await page.evaluate(() => document.fonts.ready);
  return [];
}

/**
 * Closes the student's one-time modals (companion, new sticker, league news; see
 * specs/student-modals.ts) that stand over a page, so the picture and axe see the page itself.
 */
async function closeModals(page: Page) {
  const modal = page.locator('.dialog-backdrop [role=dialog], dialog[open]').first();
  for (let n = 0; n < 5 && (await modal.isVisible()); n++)
    await modal
      .getByRole('button')
      .last()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

/** The links of the console's menu, to open any page the gallery's list lacks. */
const menuLinks = (page: Page) =>
  page
    .locator('.RaMenu-root a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

async function shoot(
  page: Page,
  role: string,
  path: string,
  width: number,
  take: () => string[],
  widgetsOnly: boolean,
): Promise<Shot> {
  const file = shotFile(role, path, width);
  const problems: string[] = [];
  try {
    await page.goto(path);
    problems.push(...(await settle(page)));
    await closeModals(page);
    await page.screenshot({ path: join(OUT, file), fullPage: true, animations: 'disabled' });
    problems.push(
      ...(await sideways(page)),
      ...(await markdown(page)),
      ...(await axe(page, widgetsOnly)),
    );
  } catch (error) {
    problems.push(`could not be checked: ${(error as Error).message.split('\n')[0]}`);
  }
  // A redirect is worth knowing when reading the pictures, not a failure.
  const landed = new URL(page.url()).pathname;
  return {
    path: landed === new URL(path, page.url()).pathname ? path : `${path} → ${landed}`,
    width,
    file,
    problems: [...problems, ...take()],
  };
}

/** Pictures and checks `paths` at each width; a role signs in once per width. */
async function gallery(
  browser: Browser,
  role: string,
  email: string | null,
  paths: string[],
  baseURL = KYU,
) {
  clearRole(role);
  const shots: Shot[] = [];
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    const { take } = watch(page, [KYU, SCHOOL], email !== null);
    if (email) {
      await signIn(page, email);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    }
    // `paths` grows while it is walked: a console page's menu may name pages the list lacks.
    for (const path of paths) {
      take();
      shots.push(await shoot(page, role, path, viewport.width, take, baseURL !== KYU));
      if (viewport.width === WIDTHS[0]!.width)
        for (const link of await menuLinks(page)) if (!paths.includes(link)) paths.push(link);
    }
    await context.close();
  }
  saveAlbum(role, shots);
  const failures = shots.flatMap((s) => s.problems.map((p) => `${s.path} at ${s.width}: ${p}`));
  expect(failures, `${role}: ${failures.length} problems on ${shots.length} pictures`).toEqual([]);
}

for (const role of ROLES) {
  test(`every page a ${role.key} opens is pictured at 1280 and 390 wide and passes`, async ({
    browser,
    request,
  }) => {
    const paths = pathsFor(role.key, await seededIds(request));
    await gallery(browser, role.key, role.email, paths);
  });
}

test("every page of the sample school's site is pictured at 1280 and 390 wide and passes", async ({
  browser,
}) => {
  // The school's pages (demo-site/school), and its /homework, which its own server renders.
  const school = fileURLToPath(new URL('../../demo-site/school', import.meta.url));
  const pages = readdirSync(school)
    .filter((file) => file.endsWith('.html'))
    .map((file) => (file === 'index.html' ? '/' : `/${file}`));
  await gallery(browser, 'school-site', null, [...pages, '/homework'], SCHOOL);
});
