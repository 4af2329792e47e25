import { inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { closeStudentModalsOn, test } from './student-modals';
import { apiToken as token, newPupil, signIn } from './helpers';
import { answerShown, navButton } from './quiz-answers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function get<T>(request: APIRequestContext, path: string, auth: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`, { headers: bearer(auth) });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The text of one part of a .docx (a zip), read through its central directory. */
function docxPart(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'a zip archive').toBeGreaterThan(0);
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + skip;
  }
  throw new Error(`${name} is not in the archive`);
}

const CURRICULUM = `Primary 5 Mathematics: fractions and area.
A fraction names equal parts of a whole, and the denominator says how many parts make the whole.
Equivalent fractions name the same amount, so two quarters equal one half of the shape.
The area of a rectangle is its length multiplied by its breadth, measured in square units.
A rectangle 12 centimetres long and 5 centimetres wide has an area of 60 square centimetres.
A square garden with sides of 9 metres covers 81 square metres of ground.
Perimeter is the distance around a shape, and a rectangle of 7 by 3 has a perimeter of 20.`;

/** Opens a console page and waits for what shows it has loaded (its pages load lazily). */
async function openConsolePage(page: Page, path: string, loaded: (page: Page) => Locator) {
  await page.goto(path);
  await expect(loaded(page).first()).toBeVisible({ timeout: 20_000 });
}

test('a teacher makes a class, generates a worksheet from a curriculum, exports and assigns it; the pupil completes it and the report shows the marks', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  const pupil = await newPupil(request, stamp);
  const className = `P5 Fractions ${stamp}`;

  // The teacher makes a class and adds the pupil from the school's directory.
  await signIn(page, 'teacher@example.com');
  await expect(page).toHaveURL(/\/teacher\/reports/);
  await openConsolePage(page, '/teacher/manage/classes', (p) =>
    p.getByRole('heading', { name: 'Classes' }),
  );
  const create = page.getByRole('region', { name: 'New class' });
  await create.getByLabel('Class name').fill(className);
  await create.getByRole('combobox', { name: /^Level/ }).click();
  await page.getByRole('option', { name: 'Primary 5', exact: true }).click();
  await create.getByRole('combobox', { name: /^Subject/ }).click();
  await page.getByRole('option', { name: 'Mathematics', exact: true }).click();
  await create.getByRole('button', { name: 'Create class' }).click();
  const opened = page.getByRole('region', { name: `Class ${className}` });
  await expect(opened).toBeVisible();
  await opened.getByLabel('Search students').fill(pupil.name);
  await opened.getByRole('button', { name: `Add ${pupil.name}` }).click();
  await expect(opened.getByRole('button', { name: `Remove ${pupil.name}` })).toBeVisible();

  // It generates a worksheet from an uploaded curriculum, watching the job's progress.
  await openConsolePage(page, '/teacher/creator', (p) =>
    p.getByRole('heading', { name: 'Generate worksheets' }),
  );
  const generate = page.getByRole('region', { name: 'Generate worksheets' });
  // The course is found by typing its name.
  await generate.getByRole('combobox', { name: /^Course/ }).fill('Primary 5 Mathematics');
  await page
    .getByRole('option', { name: 'Primary 5 Mathematics (Mathematics, Primary 5)' })
    .click();
  await generate.getByLabel('Number of worksheets').fill('1');
  await generate.getByLabel('Questions per worksheet').fill('3');
  await generate.getByLabel('Curriculum: questions follow it').check();
  await generate.locator('input[type=file]').setInputFiles({
    name: 'fractions-and-area.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(CURRICULUM),
  });
  await generate.getByLabel('Purpose').fill('Practice before the unit test');
  await generate.getByRole('button', { name: 'Generate' }).click();
  const bar = page.getByRole('progressbar', { name: 'Worksheets made' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const made = page.getByRole('list', { name: 'Worksheets made' }).getByRole('listitem');
  await expect(made).toHaveCount(1);
  const teacherToken = await token(request, 'teacher@example.com');
  const generated = await get<{ items: { id: number; title: string }[] }>(
    request,
    '/worksheets/generated',
    teacherToken,
  );
  const worksheetId = generated.items[0]!.id;
  // The creator names the worksheet by its title, as the library does.
  await expect(made).toHaveText(generated.items[0]!.title);
  const sheet = await get<{ title: string; questions: { text: string }[] }>(
    request,
    `/worksheets/${worksheetId}`,
    teacherToken,
  );
  expect(sheet.questions).toHaveLength(3);

  // Exported to Word, the file is a real .docx holding the questions.
  const row = page.getByRole('row').filter({ hasText: sheet.title }).first();
  await openConsolePage(page, '/teacher/worksheet-library', () => row);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `More actions for ${sheet.title}` }).click();
  await page.getByRole('menuitem', { name: 'Word file' }).click();
  const file = readFileSync((await (await download).path())!);
  const xml = docxPart(file, 'word/document.xml');
  for (const q of sheet.questions) {
    const words = q.text
      .replace(/_+/g, ' ')
      .split(/\s+/)
      .filter((w) => /^[A-Z]{5,}$/i.test(w));
    expect(xml).toContain(words[0]!);
  }

  // Assigned to the class with a due date.
  await row.getByRole('button', { name: `Assign ${sheet.title}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign “${sheet.title}”` });
  await assign.getByRole('combobox', { name: /^Class/ }).click();
  await page.getByRole('option', { name: className }).click();
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await assign.getByLabel('Due date').fill(due);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`Assigned to ${className} (1 students)`)).toBeVisible();

  // The pupil finds it on the dashboard and completes it.
  const pupilContext = await browser.newContext();
  const pupilPage = await pupilContext.newPage();
  await closeStudentModalsOn(pupilPage);
  await signIn(pupilPage, pupil.email);
  await expect(pupilPage).toHaveURL(/\/student\/dashboard/);
  const assignment = pupilPage.getByRole('link', { name: sheet.title });
  await expect(assignment).toBeVisible();
  await assignment.click();
  await expect(pupilPage).toHaveURL(new RegExp(`/student/quiz/${worksheetId}$`));
  for (let n = 1; n <= 3; n++) {
    await navButton(pupilPage, n).click();
    await answerShown(pupilPage.locator('main'));
  }
  await pupilPage.getByRole('button', { name: 'Finish' }).click();
  const finishAnyway = pupilPage.getByRole('button', { name: 'Finish anyway' });
  if (await finishAnyway.isVisible()) await finishAnyway.click();
  await expect(pupilPage.getByRole('heading', { name: 'Your result' })).toBeVisible({
    timeout: 30_000,
  });
  await pupilContext.close();

  // The teacher's report shows the pupil's marks, drawn and as a table a screen reader reads.
  await openConsolePage(page, '/teacher/reports', (p) =>
    p.getByRole('combobox', { name: 'Class' }),
  );
  await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: className });
  const byDifficulty = page.getByRole('figure', { name: /^Students by difficulty/ });
  await expect(
    byDifficulty.locator('svg.recharts-surface').filter({ hasText: pupil.name }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(byDifficulty.getByRole('table')).toContainText(pupil.name);

  const classId = (
    await get<{ id: number; name: string }[]>(request, '/teachers/class', teacherToken)
  ).find((c) => c.name === className)!.id;
  await openConsolePage(page, `/teacher/students/${pupil.id}/class/${classId}/reports`, (p) =>
    p.getByRole('heading', { name: pupil.name }),
  );
  const marks = page.getByRole('row').filter({ hasText: sheet.title });
  await expect(marks).toContainText(/\b\d+(?:\.\d+)? \/ \d/);
  await expect(
    page
      .getByRole('figure', { name: /^Score over time/ })
      .locator('svg.recharts-surface')
      .last(),
  ).toBeVisible();
});
