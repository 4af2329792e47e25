import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Worksheet } from '@kyu/core/contract';
import { pngClaiming } from '@kyu/test-support/files/images';
import { questions } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { call, worksheetSchool, zipEntry, type WorksheetSchool } from './test-school';

/** Issue 23: the Word export is built on a worker, and what it may hold is bounded. */
describe('worksheets: bounds of the Word export', () => {
  const t = useTestApp();
  let s: WorksheetSchool;
  let sheet: Worksheet;
  beforeAll(async () => {
    s = await worksheetSchool(t.db);
    sheet = (
      await call(t.app, s.teacher.headers, 'POST', '', {
        title: 'Pictures',
        course_id: s.course.id,
        question_ids: s.questions.map((q) => q.id),
      })
    ).body as Worksheet;
  });

  const exported = () =>
    t.app.inject({ url: `/api/v1/worksheets/${sheet.id}/export.docx`, headers: s.teacher.headers });
  const picture = async (name: string, bytes: Buffer) => {
    await t.app.files.put(`questions/${name}`, bytes, 'image/png');
    await t.db
      .update(questions)
      .set({ images: [name] })
      .where(eq(questions.id, s.questions[1]!.id));
  };

  it('fits a big picture to twice the width it shows at, and shows it at half an A4 column', async () => {
    await picture(
      'wide.png',
      await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer(),
    );
    const res = await exported();
    expect(res.statusCode).toBe(200);
    // 320 × 160 pixels at 96 dpi, in EMU (9,525 a pixel).
    expect(zipEntry(res.rawPayload, 'word/document.xml')).toContain(
      '<wp:extent cx="3048000" cy="1524000"/>',
    );
  });

  it('refuses a stored picture claiming 60,000 × 60,000 pixels with a 422 naming it and the bound', async () => {
    await picture('bomb.png', pngClaiming(60_000, 60_000));
    const res = await exported();
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(
      'The picture bomb.png of question 2 is 60,000 × 60,000 pixels; the limit is 40,000,000 pixels.',
    );
  });

  it('refuses a damaged picture with a 422 naming it, not a 500', async () => {
    await picture('broken.png', pngClaiming(10, 10).subarray(0, 40));
    const res = await exported();
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      'The picture broken.png of question 2 could not be read; it may be damaged. Replace it in the question.',
    );
  });

  it('refuses a worksheet of more than 100 pictures before reading any', async () => {
    const names = (q: number) => Array.from({ length: 34 }, (_, i) => `q${q}-${i}.png`);
    for (const [i, question] of s.questions.entries()) {
      await t.db
        .update(questions)
        .set({ images: names(i) })
        .where(eq(questions.id, question.id));
    }
    const res = await exported();
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      'The worksheet has 102 pictures; a Word file holds at most 100.',
    );
    await t.db
      .update(questions)
      .set({ images: [] })
      .where(
        inArray(
          questions.id,
          s.questions.map((q) => q.id),
        ),
      );
    expect((await exported()).statusCode).toBe(200);
  });
});
