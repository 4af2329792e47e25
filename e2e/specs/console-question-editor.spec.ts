import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './helpers';

// Issue 24: the question editor is built from Material UI's parts on a phone too, its live
// preview is the real <kyu-quiz>, removing an option asks first, and the server takes its save.

test.use({ viewport: { width: 360, height: 780 } });

test('an admin edits a single-choice question on a phone beside its live preview, and saves it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'admin@example.com');
  const res = await request.get('/api/v1/admin/questions?size=1&question_type_id=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { id } = ((await res.json()) as { items: { id: number }[] }).items[0]!;

  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin(\/|$)/, { timeout: 20_000 });
  await page.goto(`/admin/question-management/${id}`);
  const form = page.getByRole('form', { name: `Edit question ${id}` });
  const stem = form.getByRole('textbox', { name: 'Question (markdown)' });
  await expect(stem).toBeVisible({ timeout: 20_000 });
  const original = await stem.inputValue();

  // Every field is labelled: the options, the topics found by name, marks and difficulty.
  await expect(form.getByRole('textbox', { name: 'Option 1', exact: true })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Topics' })).toBeVisible();
  await expect(form.getByRole('spinbutton', { name: 'Marks' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Difficulty' })).toBeVisible();

  // The preview is the widget itself, redrawn from what is typed.
  await stem.fill('Which of these is **an adverb**?');
  const preview = page.getByRole('region', { name: 'Preview as a student sees it' });
  await expect(preview.locator('kyu-quiz')).toContainText('Which of these is an adverb?', {
    timeout: 15_000,
  });

  // Removing an option asks first; Cancel keeps it.
  const first = await form.getByRole('textbox', { name: 'Option 1', exact: true }).inputValue();
  await form.getByRole('button', { name: 'Remove option 1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Remove option 1?');
  await dialog.getByRole('button', { name: /cancel/i }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Option 1', exact: true })).toHaveValue(first);

  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, 'the editor scrolls sideways').toBe(0);

  // The question goes back as it was, and the server takes the form's body.
  await stem.fill(original);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  const after = await request.get(`/api/v1/admin/questions/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await after.json()) as { question: { text: string } }).question.text).toBe(original);
});
