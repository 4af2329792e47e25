import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDocument } from '@kyu/core/contract';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { docxOf, documentXml } from '@kyu/test-support/files/documents';
import { multipartBody } from '@kyu/test-support/multipart';
import { auditLog, documentChunks, documentFiles } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { HttpProblem } from '../../lib/problem';
import { INLINE_MAX_BYTES, runExtraction } from './extraction';
import { findDocumentInfo, insertDocument } from './queries';
import type { DocumentReader } from './reader';
import { TEXT_PAGE_SIZE } from './service';

type Headers = Record<string, string>;

/** About 3 MB of text: over the inline limit, so the job extracts it, in several batches. */
const BIG = Buffer.from('Fractions are fun. '.repeat(170_000));

describe('admin: document extraction as a job, re-extract, paged text and delete', () => {
  const t = useTestApp();
  let superAdmin: Headers;
  let schoolAdmin: Headers;
  let otherAdmin: Headers;
  let hillside: number;

  beforeAll(async () => {
    hillside = (await makeSchool(t.db)).id;
    const riverside = (await makeSchool(t.db)).id;
    superAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: null })).headers;
    schoolAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: hillside })).headers;
    otherAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: riverside })).headers;
  });

  const upload = (headers: Headers, filename: string, bytes: Buffer) => {
    const body = multipartBody(
      { filename, bytes, contentType: 'application/octet-stream' },
      { document_type_id: '1' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/documents',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const send = (method: 'GET' | 'POST' | 'DELETE', path: string, headers = schoolAdmin) =>
    t.app.inject({ method, url: `/api/v1/admin/documents${path}`, headers });

  /** Polls the document until its extraction stops, keeping each progress seen on the way. */
  async function settled(id: number) {
    const seen: number[] = [];
    for (let i = 0; i < 300; i++) {
      const shown = (await send('GET', `/${id}`)).json() as AdminDocument;
      seen.push(shown.extraction_progress);
      if (shown.extraction_state === 'done' || shown.extraction_state === 'failed') {
        return { doc: shown, seen };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The extraction did not finish');
  }

  it('queues a big upload, whose progress climbs to 100 as the job stores its chunks', async () => {
    expect(BIG.length).toBeGreaterThan(INLINE_MAX_BYTES);
    const res = await upload(schoolAdmin, 'big.txt', BIG);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      extraction_state: 'queued',
      extraction_progress: 0,
      chunk_count: 0,
    });
    const { doc, seen } = await settled(res.json().id);
    expect(doc).toMatchObject({ extraction_state: 'done', extraction_progress: 100 });
    expect(doc.chunk_count).toBeGreaterThan(2000);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const listed = (await send('GET', '?filter={"q":"big"}')).json() as AdminDocument[];
    expect(listed[0]).toMatchObject({ extraction_state: 'done', chunk_count: doc.chunk_count });
  });

  it('ends a big file it cannot read as failed, saying why', async () => {
    // Within every bound, so it is kept and queued; only reading it finds no text.
    const blank = docxOf({
      data: documentXml('<w:p><w:r><w:t xml:space="preserve">   </w:t></w:r></w:p>'.repeat(6_000)),
      deflate: false,
    });
    expect(blank.length).toBeGreaterThan(INLINE_MAX_BYTES);
    const res = await upload(schoolAdmin, 'blank.docx', blank);
    expect(res.json().extraction_state).toBe('queued');
    const { doc } = await settled(res.json().id);
    expect(doc).toMatchObject({
      extraction_state: 'failed',
      extraction_error:
        'No text could be read from the file; a scanned page needs its text typed out.',
      chunk_count: 0,
    });
  });

  it('refuses a big file that cannot be opened at the upload, keeping nothing', async () => {
    const before = await t.db.select({ n: count() }).from(documentFiles);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 120)]);
    const res = await upload(schoolAdmin, 'broken.pdf', broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('The PDF could not be read; it may be damaged.');
    expect(await t.db.select({ n: count() }).from(documentFiles)).toEqual(before);
  });

  it('pages a big text 20,000 characters at a time, and refuses a page past the end', async () => {
    const id = (await upload(schoolAdmin, 'paged.txt', BIG)).json().id;
    await settled(id);
    const first = (await send('GET', `/${id}/text`)).json();
    const pages = Math.ceil(BIG.toString().trim().length / TEXT_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pages, page_size: TEXT_PAGE_SIZE });
    expect(first.document).toMatchObject({ id, title: 'paged', extraction_state: 'done' });
    expect(first.text).toHaveLength(TEXT_PAGE_SIZE);
    const second = (await send('GET', `/${id}/text?page=2`)).json();
    expect(first.text + second.text).toBe(BIG.toString().slice(0, 2 * TEXT_PAGE_SIZE));
    expect((await send('GET', `/${id}/text?page=${pages + 1}`)).statusCode).toBe(404);
    expect((await send('GET', `/${id}/text?page=0`)).statusCode).toBe(400);
  });

  it('re-extracts a document from its kept file, and refuses while it is at it', async () => {
    const id = (
      await upload(schoolAdmin, 'volcano.txt', Buffer.from('Volcanoes erupt magma.'))
    ).json().id;
    const again = await send('POST', `/${id}/re-extract`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, extraction_state: 'queued', extraction_progress: 0 });
    // The job may already have finished this small file; if not, a second ask is refused.
    const twice = await send('POST', `/${id}/re-extract`);
    expect([200, 409]).toContain(twice.statusCode);
    const { doc } = await settled(id);
    expect(doc).toMatchObject({ extraction_state: 'done', chunk_count: 1 });
    const found = await t.app.retrieve({ schoolId: hillside, text: 'volcanoes', limit: 3 });
    expect(found.map((p) => p.documentId)).toEqual([id]);
  });

  it('refuses to re-extract a document whose file was not kept, with 409', async () => {
    const id = (await upload(schoolAdmin, 'old.txt', Buffer.from('Old notes.'))).json().id;
    await t.db.delete(documentFiles).where(eq(documentFiles.documentId, id));
    const res = await send('POST', `/${id}/re-extract`);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it("answers 403 for another school's document, 404 for none, and 400 for a bad id", async () => {
    const id = (await upload(schoolAdmin, 'mine.txt', Buffer.from('Mine.'))).json().id;
    for (const [method, path] of [
      ['POST', `/${id}/re-extract`],
      ['GET', `/${id}/text`],
      ['DELETE', `/${id}`],
    ] as const) {
      expect((await send(method, path, otherAdmin)).statusCode, path).toBe(403);
    }
    expect((await send('POST', '/999999/re-extract')).statusCode).toBe(404);
    expect((await send('POST', '/abc/re-extract')).statusCode).toBe(400);
    expect((await send('GET', '/abc/text')).statusCode).toBe(400);
    expect((await send('GET', `/${id}/text`, superAdmin)).statusCode).toBe(200);
  });

  it('deletes a document with its file and chunks, and logs the re-extract and the delete', async () => {
    const id = (
      await upload(schoolAdmin, 'gone.txt', Buffer.from('Glaciers carve valleys.'))
    ).json().id;
    await send('POST', `/${id}/re-extract`);
    await settled(id);
    expect((await send('DELETE', `/${id}`)).statusCode).toBe(200);
    const [chunks] = await t.db
      .select({ n: count() })
      .from(documentChunks)
      .where(eq(documentChunks.documentId, id));
    const [files] = await t.db
      .select({ n: count() })
      .from(documentFiles)
      .where(eq(documentFiles.documentId, id));
    expect([chunks!.n, files!.n]).toEqual([0, 0]);
    expect(await t.app.retrieve({ schoolId: hillside, text: 'glaciers', limit: 3 })).toEqual([]);
    await t.app.audit.flush();
    const logged = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.schoolId, hillside)));
    expect(logged.map((e) => e.action).sort()).toEqual([
      'DELETE /admin/documents/{id}',
      'POST /admin/documents/{id}/re-extract',
    ]);
  });

  it('puts a document back in the queue when the reader is too busy, for the job to try again', async () => {
    const busy = new HttpProblem(503, 'Service unavailable', 'Reading the document is busy.');
    const reader: DocumentReader = {
      measure: () => Promise.reject(busy),
      read: () => Promise.reject(busy),
      close: async () => undefined,
    };
    const row = await insertDocument(
      t.db,
      {
        schoolId: hillside,
        documentTypeId: 1,
        title: 'Waiting',
        filename: 'waiting.txt',
        mimeType: 'text/plain',
        byteSize: 4,
        sha256: 'x',
        extractedText: '',
        uploadedBy: null,
        extractionState: 'queued',
        extractionProgress: 0,
      },
      Buffer.from('text'),
    );
    await expect(runExtraction(t.db, reader, row.id)).rejects.toBe(busy);
    expect(await findDocumentInfo(t.db, row.id)).toMatchObject({
      extractionState: 'queued',
      extractionError: null,
    });
  });
});
