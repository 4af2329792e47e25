import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { closeStudentModalsOn, test } from './student-modals';
import { apiToken, signIn } from './helpers';
import { fixedGift, giftFile, lineOf, xmlFile } from './moodle-files';
import { navButton } from './quiz-answers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Opens a console page and waits for what shows it has loaded (its pages load lazily). */
async function openConsolePage(page: Page, path: string, loaded: Locator) {
  await page.goto(path);
  await expect(loaded.first()).toBeVisible({ timeout: 20_000 });
}

/**
 * Checks a file on the import page, expects the questions refused at `rejectedLines`, and
 * imports the others: `accepted` of them.
 */
async function importFile(
  page: Page,
  file: { name: string; format: string; text: string },
  expected: { accepted: number; rejectedLines: number[] },
) {
  const form = page.getByRole('region', { name: 'Import from Moodle' });
  await form.getByRole('combobox', { name: /^Format/ }).click();
  await page.getByRole('option', { name: file.format, exact: true }).click();
  await form.locator('input[type=file]').setInputFiles({
    name: file.name,
    mimeType: 'text/plain',
    buffer: Buffer.from(file.text),
  });
  await form.getByRole('button', { name: 'Check the file' }).click();
  // A check parses and matches every question: on a busy machine it takes seconds.
  await expect(
    page.getByRole('heading', { name: `${expected.accepted} can be imported` }),
  ).toBeVisible({ timeout: 30_000 });
  const rejected = page.getByRole('table', { name: 'Rejected questions' }).locator('tbody tr');
  await expect(rejected).toHaveCount(expected.rejectedLines.length);
  for (const [index, line] of expected.rejectedLines.entries()) {
    await expect(rejected.nth(index).locator('td').first()).toHaveText(String(line));
    await expect(rejected.nth(index).locator('td').nth(1)).not.toBeEmpty();
  }
  await page
    .getByRole('button', { name: `Import the ${expected.accepted} valid questions` })
    .click();
  await expect(page.getByRole('heading', { name: `${expected.accepted} imported` })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * Setup the issue does not name: the teacher generates a worksheet from the course's bank for
 * the imported topic (the bank offers approved questions only) and gives it to the student's
 * class. Its id.
 */
async function worksheetFromBank(
  request: APIRequestContext,
  courseId: number,
  topic: string,
  count: number,
) {
  const teacher = bearer(await apiToken(request, 'teacher@example.com'));
  const topics = await request.get(`/api/v1/questions/course-taggings/${courseId}`, {
    headers: teacher,
  });
  expect(topics.status()).toBe(200);
  const topicId = ((await topics.json()) as { id: number; topic_name: string }[]).find(
    (t) => t.topic_name === topic,
  )!.id;
  const started = await request.post('/api/v1/worksheets/generate', {
    headers: teacher,
    data: {
      course_id: courseId,
      topic_ids: [topicId],
      number_of_worksheets: 1,
      questions_per_worksheet: count,
      purpose: topic,
    },
  });
  expect(started.status()).toBe(200);
  const { job_id } = (await started.json()) as { job_id: number };
  let worksheetId = 0;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/worksheets/generation/jobs/${job_id}`, {
        headers: teacher,
      });
      const job = (await res.json()) as { status: string; worksheet_ids: number[] };
      worksheetId = job.worksheet_ids[0] ?? 0;
      return job.status;
    })
    .toBe('done');
  const classes = await request.get('/api/v1/teachers/class', { headers: teacher });
  const classId = ((await classes.json()) as { id: number; name: string }[]).find(
    (c) => c.name === 'P5 Mathematics',
  )!.id;
  const assigned = await request.post(`/api/v1/worksheets/${worksheetId}/assign`, {
    headers: teacher,
    data: { class_id: classId },
  });
  expect(assigned.status()).toBe(200);
  return worksheetId;
}

test('an admin imports GIFT and Moodle XML files, fixes a rejected question, approves them, resolves a student’s report, edits the coach prompt, and finds it all in the logsheet', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const topic = `Imported ${stamp}`;
  const gift = giftFile(stamp);
  const xml = xmlFile(stamp);

  // The admin checks each file, sees every refused question by its line, and imports the rest.
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await openConsolePage(
    page,
    '/admin/question-import',
    page.getByRole('heading', { name: 'Import from Moodle' }),
  );
  const importForm = page.getByRole('region', { name: 'Import from Moodle' });
  // The course is found by typing its name; its id is the catalogue's, asked of the API.
  await importForm.getByRole('combobox', { name: /^Course/ }).fill('Primary 5 Mathematics');
  const courseOption = page.getByRole('option', { name: /^Primary 5 Mathematics/ }).first();
  const courseName = (await courseOption.textContent())!;
  await courseOption.click();
  const { courses } = (await (
    await request.get('/api/v1/courses', {
      headers: bearer(await apiToken(request, 'admin@example.com')),
    })
  ).json()) as {
    courses: { id: number; name: string; subject_name: string; academic_level_name: string }[];
  };
  const courseId = courses.find(
    (c) => `${c.name} (${c.subject_name}, ${c.academic_level_name})` === courseName,
  )!.id;
  await importFile(
    page,
    { name: 'mixed.gift', format: 'GIFT', text: gift },
    { accepted: 5, rejectedLines: [lineOf(gift, '::Match::'), lineOf(gift, '::Root::')] },
  );
  await importFile(
    page,
    { name: 'mixed.xml', format: 'Moodle XML', text: xml },
    {
      accepted: 4,
      // A Moodle XML question is reported at the line of its <question> element.
      rejectedLines: [lineOf(xml, 'type="matching"'), lineOf(xml, '<name><text>Partial') - 1],
    },
  );

  // It corrects the square-root question's text and imports that one again.
  await importFile(
    page,
    { name: 'root.gift', format: 'GIFT', text: fixedGift(stamp) },
    { accepted: 1, rejectedLines: [] },
  );

  // It approves the ten imported questions at once.
  await openConsolePage(
    page,
    '/admin/question-management',
    page.getByRole('group', { name: 'Filter questions' }),
  );
  const filters = page.getByRole('group', { name: 'Filter questions' });
  await filters.getByLabel('Course').selectOption(String(courseId));
  await filters.getByLabel('Topic').selectOption({ label: topic });
  await filters.getByLabel('State').selectOption({ label: 'Not approved' });
  await expect(page.getByText('(10 questions)')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every question on this page' }).check();
  await page.getByRole('button', { name: 'Approve the 10 selected questions' }).click();
  await expect(page.getByRole('status').filter({ hasText: '10 questions changed.' })).toBeVisible();
  await expect(page.getByText('No questions match.')).toBeVisible();

  // A quiz drawn from the topic's bank shows them to the student, who reports one.
  const worksheetId = await worksheetFromBank(request, courseId, topic, 10);
  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await closeStudentModalsOn(studentPage);
  await signIn(studentPage, 'student@example.com');
  await expect(studentPage).toHaveURL(/\/student/);
  await studentPage.goto(`/student/quiz/${worksheetId}`);
  const quiz = studentPage.locator('main');
  // In the bank's order: the GIFT file's five, the XML file's four, then the corrected one.
  await navButton(studentPage, 6).click();
  await expect(quiz).toContainText(`Xml ${stamp} which is the biggest?`);
  await navButton(studentPage, 10).click();
  await expect(quiz).toContainText(`Gift ${stamp} a square root of 4?`);
  await expect(navButton(studentPage, 11)).toHaveCount(0);
  await navButton(studentPage, 1).click();
  await expect(quiz).toContainText(`Gift ${stamp} what is 1/2 + 1/2?`);
  await quiz.getByRole('button', { name: 'Report this question' }).click();
  await quiz.getByLabel('Your message').fill('Two answers look the same to me.');
  await quiz.getByRole('button', { name: 'Send report' }).click();
  await expect(quiz.getByText('Thank you: we will look at this question.')).toBeVisible();
  await student.close();

  // The admin resolves it, with the question beside the report.
  await openConsolePage(
    page,
    '/admin/reported-questions',
    page.getByLabel('Show resolved reports'),
  );
  const resolve = page.getByRole('button', {
    name: `Resolve the report on: Gift ${stamp} what is 1/2 + 1/2?`,
  });
  await resolve.click();
  await expect(resolve).toHaveCount(0);

  // It edits the coach prompt, test-runs the draft, and saves it.
  await openConsolePage(page, '/admin/prompts', page.getByLabel('Prompt text'));
  await expect(page.getByLabel('Prompt type')).toHaveValue('coach');
  const text = page.getByLabel('Prompt text');
  await text.fill(`${await text.inputValue()}\nAlways end with a question (${stamp}).`);
  await page.getByLabel('Sample input').fill('I do not get fractions.');
  await page.getByRole('button', { name: 'Test run' }).click();
  const reply = page.getByRole('status', { name: 'Model reply' });
  await expect(reply).toContainText(/^Reply from /);
  await expect(reply.locator('p')).not.toBeEmpty();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Last saved /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Each of those changes is in the logsheet, filtered by the admin and the action.
  await openConsolePage(
    page,
    '/admin/logsheet',
    page.getByRole('search', { name: 'Filter the logsheet' }),
  );
  const search = page.getByRole('search', { name: 'Filter the logsheet' });
  await search.getByLabel('Person').fill('admin@example.com');
  // The logsheet says what happened in words (issue 24), found by the kind of record changed.
  const actions = [
    // Three checks and three imports: the two files and the corrected question.
    ['Questions', /^Questions imported by /, 6],
    // The bulk approval leaves an entry per question approved.
    ['Questions', /state changed by /, 10],
    // A question report is not a question: it is found among everything the admin did.
    ['Anything', / dealt with by /, 1],
    ['Prompts', /^A prompt tried out by /, 1],
    ['Prompts', /^(A prompt added|.+ changed) by /, 1],
  ] as const;
  for (const [kind, said, least] of actions) {
    const rows = page.locator('tbody tr').filter({
      has: page.locator('td', { hasText: said }),
    });
    // Entries are written a moment after the change; filtering again asks the server again.
    await expect(async () => {
      await search.getByLabel('What happened').selectOption('Anything');
      await search.getByLabel('What happened').selectOption(kind);
      await expect(page.getByText(/\(\d+ entries\)/)).toBeVisible();
      expect(await rows.count()).toBeGreaterThanOrEqual(least);
    }).toPass({ timeout: 15_000 });
    await expect(rows.first()).toContainText('admin@example.com');
  }
});
