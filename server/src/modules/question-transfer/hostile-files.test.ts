import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeCourse, makeSchool, signedIn } from '@kyu/test-support/db';
import { multipartBody } from '@kyu/test-support/multipart';
import { questions } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;
const URL = '/api/v1/admin/questions';

/** A Moodle XML file of the given questions. */
const quiz = (...questionsXml: string[]) => `<quiz>\n${questionsXml.join('\n')}\n</quiz>`;
const trueFalse = (text: string, format = 'html') =>
  `<question type="truefalse"><questiontext format="${format}"><text><![CDATA[${text}]]></text></questiontext>` +
  '<answer fraction="100"><text>true</text></answer></question>';

/**
 * Files a hostile (or careless) administrator could send (issue 23): each is answered promptly
 * with a report or a 4xx naming the bound, the parse runs on a worker thread, and a question
 * over the editor's limits is refused on its own with its line.
 */
describe('admin: importing hostile question files', () => {
  const t = useTestApp();
  let admin: Headers;
  let school: number;

  beforeAll(async () => {
    school = (await makeSchool(t.db)).id;
    admin = (await signedIn(t.db, { userRoleId: 3, schoolId: school })).headers;
  });

  const course = async () => (await makeCourse(t.db, { schoolId: school })).id;
  const upload = async (
    text: string,
    format: 'gift' | 'moodle-xml',
    fields: Record<string, string> = { dry_run: 'true' },
  ) => {
    const body = multipartBody(
      { filename: 'bank.txt', contentType: 'text/plain', bytes: Buffer.from(text) },
      { course_id: String(await course()), format, ...fields },
    );
    return t.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };
  const problemOf = (res: Awaited<ReturnType<typeof upload>>, status: number) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    return res.json() as { detail: string; errors?: Record<string, string[]> };
  };

  it('reads an [html] question of 60,000 `<` (GIFT and Moodle XML) while other requests are answered', async () => {
    const lts = '<'.repeat(60_000);
    const importing = [
      upload(`::Lt::[html]${lts} {T}`, 'gift'),
      upload(quiz(trueFalse(lts)), 'moodle-xml'),
    ];
    // The parse runs on a worker thread: a cheap request sent meanwhile is answered.
    const other = await t.app.inject({
      method: 'GET',
      url: `${URL}/export?course_id=${await course()}&format=gift`,
      headers: admin,
    });
    expect(other.statusCode).toBe(200);
    for (const [i, res] of (await Promise.all(importing)).entries()) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        accepted: [],
        rejected: [
          {
            line: i + 1,
            reason:
              'The question is 60,000 characters long; the question editor takes at most 20,000.',
          },
        ],
        rejected_count: 1,
      });
    }
    // Under the editor's limit the same text is taken whole, as text.
    const taken = await upload(`::Lt::[html]${'<'.repeat(19_000)} {T}`, 'gift');
    expect(taken.json().accepted).toHaveLength(1);
  });

  it('refuses a 5 MB GIFT file of 300,000 questions with a 413 naming the bound, before reading them', async () => {
    const file = '::Q::What? {T}\n\n'.repeat(300_000);
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const problem = problemOf(await upload(file, 'gift'), 413);
    expect(problem.detail).toBe(
      'The file holds more than 2,000 questions, the most one import takes; split it into several.',
    );
    // Moodle XML is counted the same way; its categories are not questions.
    const many = quiz(
      '<question type="category"><category><text>$course$/top/A</text></category></question>',
      ...Array.from({ length: 2_001 }, () => trueFalse('Yes?', 'plain_text')),
    );
    expect(problemOf(await upload(many, 'moodle-xml'), 413).detail).toContain('2,000 questions');
    const enough = quiz(
      '<question type="category"><category><text>$course$/top/A</text></category></question>',
      ...Array.from({ length: 2_000 }, () => trueFalse('Yes?', 'plain_text')),
    );
    expect((await upload(enough, 'moodle-xml')).json().accepted).toHaveLength(2_000);
  });

  it('rejects a question of 29,999 characters with its line, importing the others and not it', async () => {
    const long = 'a'.repeat(29_999);
    const gift = `Short one? {T}\n\n${long} {T}\n\nAnother? {F}`;
    const refused = problemOf(await upload(gift, 'gift', {}), 422);
    expect(refused.errors).toEqual({
      'line 3': [
        'The question is 29,999 characters long; the question editor takes at most 20,000.',
      ],
    });
    const id = await course();
    const body = multipartBody(
      { filename: 'bank.txt', contentType: 'text/plain', bytes: Buffer.from(gift) },
      { course_id: String(id), format: 'gift', skip_rejected: 'true' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rejected).toEqual([
      {
        line: 3,
        reason: 'The question is 29,999 characters long; the question editor takes at most 20,000.',
        text: `${'a'.repeat(79)}…`,
      },
    ]);
    const stored = await t.db.select().from(questions).where(eq(questions.courseId, id));
    expect(stored.map((q) => q.text)).toEqual(['Short one?', 'Another?']);

    const xml = quiz(trueFalse('Fine?', 'plain_text'), trueFalse(long, 'plain_text'));
    expect((await upload(xml, 'moodle-xml')).json().rejected).toMatchObject([
      { line: 3, reason: expect.stringContaining('29,999 characters') },
    ]);
  });

  it("applies the editor's limits to every field a GIFT file fills, each question on its own", async () => {
    const file = [
      `::${'t'.repeat(100_000)}::A long title is not kept, so it passes? {T}`,
      `Option? {=${'o'.repeat(2_001)} ~b}`,
      `Why? {T####${'f'.repeat(20_001)}}`,
      `Name it? {=${'s'.repeat(501)}}`,
      `Name many? {${Array.from({ length: 51 }, (_, i) => `=a${i}`).join(' ')}}`,
      `Pick? {=a ${Array.from({ length: 26 }, (_, i) => `~b${i}`).join(' ')}}`,
      'How far? {#10000000000000}',
      `$CATEGORY: ${'c'.repeat(201)}`,
      'Under a long category? {T}',
    ].join('\n\n');
    const report = (await upload(file, 'gift')).json();
    expect(report.accepted.map((a: { line: number }) => a.line)).toEqual([1]);
    expect(report.accepted[0].text).toBe('A long title is not kept, so it passes?');
    expect(
      report.rejected.map((r: { line: number; reason: string }) => [r.line, r.reason]),
    ).toEqual([
      [3, 'Option 1 is 2,001 characters long; the question editor takes at most 2,000.'],
      [5, 'The explanation is 20,001 characters long; the question editor takes at most 20,000.'],
      [7, 'Accepted answer 1 is 501 characters long; the question editor takes at most 500.'],
      [9, 'The accepted answers number 51; the question editor takes at most 50.'],
      [11, 'The options number 27; the question editor takes at most 26.'],
      [13, 'The answer is 10000000000000; the question editor takes at most 1,000,000,000,000.'],
      [17, "Its category's name is 201 characters long; Kyu's topics take at most 200."],
    ]);
    for (const r of report.rejected) expect(r.text.length).toBeLessThanOrEqual(80);
  });

  it("applies the editor's limits to every field a Moodle XML file fills, and quotes no field whole", async () => {
    const long = (n: number) => 'x'.repeat(n);
    const file = quiz(
      `<question type="multichoice"><questiontext format="plain_text"><text>Pick?</text></questiontext><single>true</single><answer fraction="100"><text>${long(2_001)}</text></answer><answer fraction="0"><text>b</text></answer></question>`,
      `<question type="essay"><questiontext format="plain_text"><text>Discuss.</text></questiontext><graderinfo format="plain_text"><text>${long(1_001)}</text></graderinfo></question>`,
      `<question type="numerical"><questiontext format="plain_text"><text>How long?</text></questiontext><answer fraction="100"><text>5</text><tolerance>0</tolerance></answer><units><unit><multiplier>1</multiplier><unit_name>${long(21)}</unit_name></unit></units></question>`,
      `<question type="numerical"><questiontext format="plain_text"><text>How many?</text></questiontext><answer fraction="100"><text>${'9'.repeat(100_000)}</text></answer></question>`,
      `<question type="truefalse"><questiontext format="plain_text"><text>Worth?</text></questiontext><defaultgrade>${'9'.repeat(100_000)}</defaultgrade><answer fraction="100"><text>true</text></answer></question>`,
      `<question type="truefalse"><questiontext format="plain_text"><text>Why?</text></questiontext><generalfeedback format="html"><text>${long(20_001)}</text></generalfeedback><answer fraction="100"><text>true</text></answer></question>`,
      `<question type="${long(100_000)}"><name><text>${long(100_000)}</text></name><questiontext format="plain_text"><text>Odd?</text></questiontext></question>`,
    );
    const report = (await upload(file, 'moodle-xml')).json();
    expect(report.accepted).toEqual([]);
    expect(
      report.rejected.map((r: { line: number; reason: string }) => [r.line, r.reason]),
    ).toEqual([
      [2, 'Option 1 is 2,001 characters long; the question editor takes at most 2,000.'],
      [
        3,
        "The grader's information is 1,001 characters long; the question editor takes at most 1,000.",
      ],
      [4, 'The unit is 21 characters long; the question editor takes at most 20.'],
      [5, `The answer "${'9'.repeat(39)}…" is not a number.`],
      [6, 'A question is worth 1 to 100 marks in Kyu.'],
      [7, 'The explanation is 20,001 characters long; the question editor takes at most 20,000.'],
      [8, `Kyu has no ${long(39)}… questions.`],
    ]);
    for (const r of report.rejected) expect(r.text.length).toBeLessThanOrEqual(80);
  });

  it('refuses Moodle XML nested 100,000 deep, or of 600,000 elements, with a problem naming the bound', async () => {
    const deep = quiz(
      `<question type="essay"><questiontext format="html"><text>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</text></questiontext></question>`,
    );
    expect(problemOf(await upload(deep, 'moodle-xml'), 422).detail).toBe(
      'The Moodle XML file nests elements more than 16 levels deep, deeper than a question bank does.',
    );
    const wide = quiz(
      `<question type="essay"><questiontext format="html"><text>Hi</text></questiontext><x>${'<a/>'.repeat(600_000)}</x></question>`,
    );
    expect(problemOf(await upload(wide, 'moodle-xml'), 413).detail).toContain('500,000 elements');
    // HTML nested as deep inside a CDATA section is only text: read in one pass.
    const html = quiz(trueFalse(`${'<div>'.repeat(100_000)}Deep?`));
    expect((await upload(html, 'moodle-xml')).json().accepted).toMatchObject([{ text: 'Deep?' }]);
  });

  it('lists the first 100 rejections of a file of 2,000 and counts them all', async () => {
    const file = Array.from({ length: 2_000 }, (_, i) => `Just words ${i}.`).join('\n\n');
    const report = (await upload(file, 'gift')).json();
    expect(report.rejected).toHaveLength(100);
    expect(report.rejected_count).toBe(2_000);
    const refused = problemOf(await upload(file, 'gift', {}), 422);
    expect(refused.detail).toBe(
      "2,000 of the file's questions cannot be imported (the first 100 are listed); fix them, or send skip_rejected=true to import the others.",
    );
    expect(Object.keys(refused.errors!)).toHaveLength(100);
  });

  it('answers a file that does not parse with a 400 quoting a bounded part of it', async () => {
    const problem = problemOf(await upload(`Q {${'~'.repeat(1_000_000)}`, 'gift'), 400);
    expect(problem.detail.length).toBeLessThan(300);
    const xml = problemOf(await upload(`<quiz><${'a'.repeat(1_000_000)}`, 'moodle-xml'), 400);
    expect(xml.detail.length).toBeLessThan(300);
  });
});
