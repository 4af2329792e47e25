import {
  DocumentType,
  type AdminDocument,
  type AdminDocumentText,
  type DocumentTextPage,
} from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { schoolExists } from '../../db/schools';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import type { ParsedList } from '../../lib/list-query';
import { isSuperAdmin, type AdminScope } from '../../lib/admin-scope';
import type { JobQueue } from '../../providers/queue';
import type { MeasuredDocument, ReadDocument } from './extract';
import { INLINE_MAX_BYTES, storeText } from './extraction';
import { MIME_TYPES } from './formats';
import * as q from './queries';
import type { DocumentReader } from './reader';
import type { DocumentUpload } from './upload';

/** The coach's retrieval over the documents and the question bank, which the app holds. */
export { createRetriever } from './retrieval';
/** The 'document-extraction' job, which the documents plugin runs. */
export { runExtraction } from './extraction';
/** The worker pool that measures and reads uploads, one per app. */
export { createDocumentReader, type DocumentReader } from './reader';
/**
 * Reads a document on the calling thread: for Kyu's own seed text only, which is known and
 * small; an upload goes through the DocumentReader.
 */
export { readDocument } from './extract';

/** What an upload needs: the database, the job queue for big files, and the reader's pool. */
export interface UploadDeps {
  db: Db;
  queue: JobQueue;
  reader: DocumentReader;
}

export interface NewDocument {
  schoolId: number | null;
  documentTypeId: number;
  title: string;
  filename: string;
  bytes: Buffer;
  uploadedBy: number | null;
}

/** A document as the calls answer it, without its text. */
export const documentJson = (
  row: Omit<q.DocumentRow, 'extractedText' | 'sha256' | 'uploadedBy'>,
): AdminDocument => ({
  id: row.id,
  school_id: row.schoolId,
  document_type_id: row.documentTypeId,
  title: row.title,
  filename: row.filename,
  mime_type: row.mimeType,
  byte_size: row.byteSize,
  chunk_count: row.chunkCount,
  extraction_state: row.extractionState,
  extraction_progress: row.extractionProgress,
  extraction_error: row.extractionError,
  created_at: row.createdAt.toISOString(),
});

const rowOf = (input: NewDocument, measured: MeasuredDocument) => ({
  schoolId: input.schoolId,
  documentTypeId: input.documentTypeId,
  title: input.title,
  filename: input.filename,
  mimeType: MIME_TYPES[measured.format],
  byteSize: input.bytes.length,
  sha256: measured.sha256,
  extractedText: '',
  uploadedBy: input.uploadedBy,
});

/**
 * Stores a document already read (its text and chunks) for retrieval while the caller waits.
 * Small uploads and the demo seed come through here; a file that could not be read was refused
 * before anything was kept.
 */
export async function addDocument(
  db: Queryable,
  input: NewDocument,
  read: ReadDocument,
): Promise<AdminDocument> {
  const row = await q.insertDocument(
    db,
    { ...rowOf(input, read), extractionState: 'extracting', extractionProgress: 0 },
    input.bytes,
  );
  const chunkCount = await storeText(db, row.id, read);
  return documentJson({ ...row, chunkCount, extractionState: 'done', extractionProgress: 100 });
}

/**
 * An upload: a small file is read at once, a big one measured against every bound and then
 * queued for the 'document-extraction' job (the row, its file and the job written together), so
 * the console shows its progress. Either way a file past a bound is refused before it is kept.
 */
async function saveUpload({ db, queue, reader }: UploadDeps, input: NewDocument) {
  if (input.bytes.length <= INLINE_MAX_BYTES) {
    return addDocument(db, input, await reader.read(input.bytes, input.filename));
  }
  const measured = await reader.measure(input.bytes, input.filename);
  const row = await db.transaction(async (tx) => {
    const inserted = await q.insertDocument(
      tx,
      { ...rowOf(input, measured), extractionState: 'queued', extractionProgress: 0 },
      input.bytes,
    );
    await queue.send('document-extraction', { documentId: inserted.id }, tx);
    return inserted;
  });
  return documentJson(row);
}

export async function listDocuments(
  db: Db,
  scope: AdminScope,
  list: ParsedList<q.DocumentSort, q.DocumentFilter>,
) {
  const page = await q.listDocuments(db, list, scope.schoolId);
  return { rows: page.rows.map(documentJson), total: page.total };
}

/**
 * A document the admin may reach: a school admin their school's only (another school's, or
 * Kyu's own, is 403); an unknown id is 404.
 */
async function visibleDocument(db: Db, scope: AdminScope, id: number) {
  const row = await q.findDocumentInfo(db, id);
  if (!row) throw notFound('No such document.');
  if (!isSuperAdmin(scope) && row.schoolId !== scope.schoolId) {
    throw forbidden("A school administrator reaches their own school's documents only.");
  }
  return row;
}

export async function getDocument(
  db: Db,
  scope: AdminScope,
  id: number,
): Promise<AdminDocumentText> {
  await visibleDocument(db, scope, id);
  const row = (await q.findDocument(db, id))!;
  return { ...documentJson(row), extracted_text: row.extractedText };
}

/** Characters a page of extracted text holds: a few screens, and never megabytes at once. */
export const TEXT_PAGE_SIZE = 20_000;

/** One page of a document's extracted text (empty, with no pages, until extraction is done). */
export async function documentTextPage(
  db: Db,
  scope: AdminScope,
  id: number,
  page: number,
): Promise<DocumentTextPage> {
  const row = await visibleDocument(db, scope, id);
  const slice = (await q.textSlice(db, id, (page - 1) * TEXT_PAGE_SIZE, TEXT_PAGE_SIZE))!;
  const pages = Math.ceil(slice.length / TEXT_PAGE_SIZE);
  if (page > Math.max(pages, 1)) {
    throw notFound(`The text has ${pages} page${pages === 1 ? '' : 's'}.`);
  }
  return { document: documentJson(row), page, pages, page_size: TEXT_PAGE_SIZE, text: slice.text };
}

/**
 * Extracts a document again from its kept file, by the job, e.g. after the extractor improved.
 * Until it is done the document is not searched.
 */
export async function reExtractDocument(db: Db, queue: JobQueue, scope: AdminScope, id: number) {
  const row = await visibleDocument(db, scope, id);
  if (row.extractionState === 'queued' || row.extractionState === 'extracting') {
    throw conflict('The document is being extracted already.');
  }
  if (!(await q.findFile(db, id))) {
    throw conflict('The uploaded file of this document was not kept; upload it again.');
  }
  const queued = {
    extractionState: 'queued',
    extractionProgress: 0,
    extractionError: null,
  } as const;
  await db.transaction(async (tx) => {
    await q.setExtraction(tx, id, queued);
    await queue.send('document-extraction', { documentId: id }, tx);
  });
  return documentJson({ ...row, ...queued });
}

export async function deleteDocument(db: Db, scope: AdminScope, id: number) {
  const row = await visibleDocument(db, scope, id);
  await q.deleteDocument(db, id);
  return documentJson(row);
}

const DOCUMENT_TYPE_IDS: number[] = Object.values(DocumentType);

/** The school a document goes to: a school admin's own; for a super admin, any, or none (Kyu's). */
async function schoolFor(db: Db, scope: AdminScope, asked: number | undefined) {
  if (!isSuperAdmin(scope)) {
    if (asked !== undefined && asked !== scope.schoolId) {
      throw forbidden('A school administrator adds documents for their own school only.');
    }
    return scope.schoolId;
  }
  if (asked !== undefined && !(await schoolExists(db, asked))) {
    throw badRequest('school_id is not a known school.', { school_id: ['is not a known school'] });
  }
  return asked ?? null;
}

const titleOf = (upload: DocumentUpload) => {
  const title = (upload.fields.title ?? '').trim() || upload.filename.replace(/\.[^.]+$/, '');
  return [...title].slice(0, 200).join('') || 'Untitled document';
};

/** The console's upload: any document type, for the admin's school (or a chosen one, for Kyu's admins). */
export async function uploadDocument(deps: UploadDeps, scope: AdminScope, upload: DocumentUpload) {
  const { db } = deps;
  const typeId = upload.fields.document_type_id;
  if (typeId === undefined || !DOCUMENT_TYPE_IDS.includes(typeId)) {
    throw badRequest(
      'document_type_id must be 1 (coach), 2 (generation), 3 (marking), 4 (curriculum) or 5 (ontology).',
      {
        document_type_id: ['must be a document type id from 1 to 5'],
      },
    );
  }
  return saveUpload(deps, {
    schoolId: await schoolFor(db, scope, upload.fields.school_id),
    documentTypeId: typeId,
    title: titleOf(upload),
    filename: upload.filename,
    bytes: upload.bytes,
    uploadedBy: scope.userId,
  });
}

/** What the generation upload's `document_type` names, as document type ids (overview §5). */
const GENERATION_TYPES: Record<string, number> = {
  curriculum: DocumentType.curriculum,
  source: DocumentType.generation,
};

/** The question generator's upload: a curriculum or a source, and nothing else. */
export async function uploadForGeneration(
  deps: UploadDeps,
  scope: AdminScope,
  upload: DocumentUpload,
) {
  const { db } = deps;
  const typeId = GENERATION_TYPES[upload.fields.document_type ?? ''];
  if (!typeId) {
    throw badRequest('Invalid document type', { document_type: ['must be curriculum or source'] });
  }
  return saveUpload(deps, {
    schoolId: await schoolFor(db, scope, upload.fields.school_id),
    documentTypeId: typeId,
    title: titleOf(upload),
    filename: upload.filename,
    bytes: upload.bytes,
    uploadedBy: scope.userId,
  });
}

/**
 * The documents a school's generator reads (Kyu's own for no school), with their text; one
 * unknown, or of another school, is left out for the caller to refuse.
 */
export async function schoolDocumentTexts(db: Db, schoolId: number | null, ids: number[]) {
  const rows = await Promise.all(ids.map((id) => q.findDocument(db, id)));
  return rows
    .filter((row) => row !== undefined && row.schoolId === schoolId)
    .map((row) => ({
      id: row!.id,
      title: row!.title,
      documentTypeId: row!.documentTypeId,
      extracted: row!.extractionState === 'done',
      text: row!.extractedText,
    }));
}
