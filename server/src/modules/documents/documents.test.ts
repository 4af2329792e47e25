import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { docxWith, pdfWith } from '@kyu/test-support/files/documents';
import { PNG_BYTES } from '@kyu/test-support/files/images';
import { multipartBody } from '@kyu/test-support/multipart';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;

const NOTES =
  'Fractions name part of a whole.\n\nTo add fractions with different denominators, first find a common denominator.';

describe('admin: documents', () => {
  const t = useTestApp();
  let superAdmin: Headers;
  let schoolAdmin: Headers;
  let hillside: number;
  let riverside: number;

  beforeAll(async () => {
    hillside = (await makeSchool(t.db, { schoolName: 'Hillside Academy' })).id;
    riverside = (await makeSchool(t.db, { schoolName: 'Riverside Primary' })).id;
    superAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: null })).headers;
    schoolAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: hillside })).headers;
  });

  const upload = (
    headers: Headers,
    file: { filename: string; bytes: Buffer; contentType?: string },
    fields: Record<string, string> = { document_type_id: '1' },
    path = '',
  ) => {
    const body = multipartBody({ contentType: 'application/octet-stream', ...file }, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/documents${path}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/documents${url}`, headers });

  it('answers 401 without a session and 403 to anyone but an admin', async () => {
    expect((await get('', {})).statusCode).toBe(401);
    for (const userRoleId of [1, 2, 4, 5, 6]) {
      const { headers } = await signedIn(t.db, { userRoleId, schoolId: hillside });
      expect((await get('', headers)).statusCode, `role ${userRoleId}`).toBe(403);
    }
  });

  it("stores a school admin's text upload for their school, with its chunks and extracted text", async () => {
    const res = await upload(
      schoolAdmin,
      { filename: 'fractions.md', bytes: Buffer.from(NOTES) },
      { document_type_id: '1', title: 'Fractions: notes for P5' },
    );
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document).toMatchObject({
      school_id: hillside,
      document_type_id: 1,
      title: 'Fractions: notes for P5',
      filename: 'fractions.md',
      mime_type: 'text/markdown',
      byte_size: NOTES.length,
      chunk_count: 1,
      extraction_state: 'done',
      extraction_progress: 100,
      extraction_error: null,
    });
    const shown = await get(`/${document.id}`, schoolAdmin);
    expect(shown.json().extracted_text).toBe(NOTES);
    const passages = await t.app.retrieve({
      schoolId: hillside,
      text: 'common denominator',
      limit: 3,
    });
    expect(passages.map((p) => p.documentId)).toContain(document.id);
  });

  it('recognises PDF and Word documents by their content, whatever their names, and titles them from the name', async () => {
    const pdf = await upload(superAdmin, {
      filename: 'leaves.txt',
      bytes: pdfWith('Leaves are green because of chlorophyll.'),
    });
    expect(pdf.json()).toMatchObject({
      mime_type: 'application/pdf',
      title: 'leaves',
      school_id: null,
    });
    const docx = await upload(superAdmin, {
      filename: 'water.bin',
      bytes: docxWith(['The water cycle', 'Water evaporates.']),
    });
    expect(docx.json().mime_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await get(`/${docx.json().id}`, superAdmin)).json().extracted_text).toBe(
      'The water cycle\n\nWater evaporates.',
    );
  });

  it('refuses an image with 415, an empty text with 422 and an unknown type id with 400', async () => {
    const image = await upload(schoolAdmin, { filename: 'notes.txt', bytes: PNG_BYTES });
    expect(image.statusCode).toBe(415);
    expect(image.headers['content-type']).toContain('application/problem+json');
    expect(
      (await upload(schoolAdmin, { filename: 'a.txt', bytes: Buffer.from('   ') })).statusCode,
    ).toBe(422);
    const badType = await upload(
      schoolAdmin,
      { filename: 'a.txt', bytes: Buffer.from('x') },
      { document_type_id: '9' },
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toHaveProperty('document_type_id');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const huge = await upload(schoolAdmin, {
      filename: 'huge.txt',
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 97),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('lets a super admin upload for any school, and keeps a school admin to their own', async () => {
    const forRiverside = await upload(
      superAdmin,
      { filename: 'r.txt', bytes: Buffer.from('Riverside notes on rivers.') },
      { document_type_id: '1', school_id: String(riverside) },
    );
    expect(forRiverside.json().school_id).toBe(riverside);
    const elsewhere = await upload(
      schoolAdmin,
      { filename: 'r.txt', bytes: Buffer.from('Sneaky.') },
      { document_type_id: '1', school_id: String(riverside) },
    );
    expect(elsewhere.statusCode).toBe(403);
    expect((await get(`/${forRiverside.json().id}`, schoolAdmin)).statusCode).toBe(403);
  });

  it('lists with Content-Range, filters by type, school and words, and scopes a school admin', async () => {
    const all = await get('?sort=["id","ASC"]&range=[0,99]', superAdmin);
    expect(all.headers['content-range']).toMatch(/^documents 0-\d+\/\d+$/);
    expect(all.json()[0]).not.toHaveProperty('extracted_text');
    const mine = (await get('', schoolAdmin)).json() as { school_id: number | null }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => d.school_id === hillside)).toBe(true);
    const search = await get(
      `?filter=${encodeURIComponent('{"q":"fractions: notes"}')}`,
      superAdmin,
    );
    expect(search.json().map((d: { title: string }) => d.title)).toEqual([
      'Fractions: notes for P5',
    ]);
    const kyus = await get(`?filter=${encodeURIComponent('{"school_id":null}')}`, superAdmin);
    expect(kyus.json().every((d: { school_id: null }) => d.school_id === null)).toBe(true);
    const marking = await get(
      `?filter=${encodeURIComponent('{"document_type_id":3}')}`,
      superAdmin,
    );
    expect(marking.json()).toEqual([]);
  });

  it('deletes a document and its chunks, so retrieval no longer finds it', async () => {
    const res = await upload(schoolAdmin, {
      filename: 'volcano.txt',
      bytes: Buffer.from('Volcanoes erupt magma.'),
    });
    const id = res.json().id;
    expect((await t.app.retrieve({ schoolId: hillside, text: 'volcanoes', limit: 3 })).length).toBe(
      1,
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/documents/${id}`,
      headers: schoolAdmin,
    });
    expect(deleted.json()).toMatchObject({ id, title: 'volcano' });
    expect((await get(`/${id}`, schoolAdmin)).statusCode).toBe(404);
    expect(await t.app.retrieve({ schoolId: hillside, text: 'volcanoes', limit: 3 })).toEqual([]);
  });

  describe('generation upload', () => {
    const generation = (headers: Headers, fields: Record<string, string>) =>
      upload(
        headers,
        { filename: 'syllabus.txt', bytes: Buffer.from('P5 syllabus: fractions.') },
        fields,
        '/generation',
      );

    it("refuses any type but curriculum or source with 'Invalid document type'", async () => {
      for (const documentType of ['coach', 'marking', '4', '']) {
        const res = await generation(schoolAdmin, { document_type: documentType });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('Invalid document type');
      }
      expect((await generation(schoolAdmin, {})).json().detail).toBe('Invalid document type');
    });

    it('stores a curriculum as type 4 and a source as type 2, for curriculum staff too', async () => {
      expect((await generation(schoolAdmin, { document_type: 'curriculum' })).json()).toMatchObject(
        {
          document_type_id: 4,
          school_id: hillside,
        },
      );
      const staff = (await signedIn(t.db, { userRoleId: 4, schoolId: null })).headers;
      expect((await generation(staff, { document_type: 'source' })).json().document_type_id).toBe(
        2,
      );
      const student = (await signedIn(t.db, { userRoleId: 1, schoolId: hillside })).headers;
      expect((await generation(student, { document_type: 'source' })).statusCode).toBe(403);
    });
  });
});
