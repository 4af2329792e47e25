import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { docxWith, hostileDocuments } from '@kyu/test-support/files/documents';
import { multipartBody } from '@kyu/test-support/multipart';
import { documentFiles, documents } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;

/**
 * Issue 23: Word and PDF files built to harm their reader, uploaded as a teacher would. Each is
 * measured on a worker thread and refused with a problem naming the bound, nothing is kept, and
 * the next, ordinary document reads.
 */
describe('hostile documents', () => {
  const t = useTestApp();
  let teacher: Headers;

  beforeAll(async () => {
    const school = await makeSchool(t.db);
    teacher = (await signedIn(t.db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id }))
      .headers;
  });

  const upload = (bytes: Buffer, filename = 'notes.docx') => {
    const body = multipartBody(
      { filename, bytes, contentType: 'application/octet-stream' },
      { document_type: 'source' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/worksheets/generation/documents',
      headers: { ...teacher, ...body.headers },
      payload: body.payload,
    });
  };
  const kept = async () => ({
    documents: (await t.db.select({ n: count() }).from(documents))[0]!.n,
    files: (await t.db.select({ n: count() }).from(documentFiles))[0]!.n,
  });

  const cases: [name: string, make: () => Buffer, status: number, detail: RegExp][] = [
    [
      '200,000 empty paragraphs in 2.6 KB',
      () => hostileDocuments.emptyParagraphs(),
      422,
      /^The Word document's part word\/document\.xml unpacks to \d+ times its packed size; the limit is 200 times\.$/,
    ],
    [
      '2,000,000 empty paragraphs in about 20 KB',
      () => hostileDocuments.emptyParagraphs(2_000_000),
      422,
      /unpacks to \d+ times its packed size; the limit is 200 times\.$/,
    ],
    [
      '200,000 paragraphs that pack as Word’s do',
      () => hostileDocuments.numberedParagraphs(200_000),
      413,
      /^The document has 200,000 paragraphs; the limit is 20,000\.$/,
    ],
    [
      'a part unpacking to a gigabyte',
      () => hostileDocuments.gigabyteBomb(),
      413,
      /^The Word document unpacks to more than 100 MB, the limit\.$/,
    ],
    [
      'a header that lies about its size',
      () => hostileDocuments.lyingHeader(),
      422,
      /unpacks to more than the 2,000 bytes its header declares/,
    ],
    [
      '100,000 files in the package',
      () => hostileDocuments.manyEntries(),
      413,
      /^The Word document holds more than 1,000 files, the limit\.$/,
    ],
    [
      '100,000 nested elements',
      () => hostileDocuments.deepNesting(),
      422,
      /nests its content 100,003 levels deep; the limit is 100\.$/,
    ],
    ['a DOCTYPE declaring entities', () => hostileDocuments.entityExpansion(), 422, /DOCTYPE/],
    [
      'a 3 KB PDF whose page unpacks to a gigabyte',
      () => hostileDocuments.pdfBomb(),
      422,
      /^Reading the document needed more than 512 MB of memory, the limit for one request\.$/,
    ],
    [
      'a PDF of 5,000 pages',
      () => hostileDocuments.manyPages(5_000),
      413,
      /^The PDF has 5,000 pages; the limit is 1,000\.$/,
    ],
  ];

  it.each(cases)(
    'refuses %s naming the bound, keeps nothing, and reads the next document',
    async (_, make, status, detail) => {
      const before = await kept();
      const res = await upload(make());
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toMatch(detail);
      expect(await kept()).toEqual(before);
      const next = await upload(docxWith(['Fractions', 'A half is one of two equal parts.']));
      expect(next.statusCode).toBe(200);
      expect(next.json()).toMatchObject({ extraction_state: 'done', chunk_count: 1 });
    },
  );

  it('answers other requests while a worker reads a long document', async () => {
    const finished: string[] = [];
    // Within every bound, and seconds of mammoth's work: on the event loop it held every request.
    const reading = upload(hostileDocuments.numberedParagraphs(19_000)).then((res) => {
      finished.push('upload');
      return res;
    });
    const cheap = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/onboarding',
      headers: teacher,
    });
    finished.push('cheap request');
    expect(cheap.statusCode).toBe(200);
    const read = await reading;
    expect(read.statusCode).toBe(200);
    expect(read.json().chunk_count).toBeGreaterThan(0);
    expect(finished).toEqual(['cheap request', 'upload']);
  });
});
