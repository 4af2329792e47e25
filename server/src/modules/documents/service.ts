import { createHash } from 'node:crypto';
import { DocumentType, type AdminDocument, type AdminDocumentText } from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { schoolExists } from '../../db/schools';
import { badRequest, forbidden, notFound } from '../../lib/problem';
import type { ParsedList } from '../../lib/list-query';
import { isSuperAdmin, type AdminScope } from '../../lib/admin-scope';
import { chunkText } from './chunk';
import { MIME_TYPES, detectFormat, extractDocumentText } from './extract';
import * as q from './queries';
import type { DocumentUpload } from './upload';

/** The coach's retrieval over the documents and the question bank, which the app holds. */
export { createRetriever } from './retrieval';

export interface NewDocument {
  schoolId: number | null;
  documentTypeId: number;
  title: string;
  filename: string;
  bytes: Buffer;
  uploadedBy: number | null;
}

const documentJson = (
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
  created_at: row.createdAt.toISOString(),
});

/**
 * Stores a document for retrieval: its format from its bytes, its text extracted and cut into
 * chunks, all saved in one transaction so search never sees a document without its chunks.
 * The admin upload and the demo seed both come through here.
 */
export async function addDocument(db: Queryable, input: NewDocument): Promise<AdminDocument> {
  const format = detectFormat(input.bytes, input.filename);
  const text = await extractDocumentText(input.bytes, format);
  const row = await q.insertDocument(
    db,
    {
      schoolId: input.schoolId,
      documentTypeId: input.documentTypeId,
      title: input.title,
      filename: input.filename,
      mimeType: MIME_TYPES[format],
      byteSize: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      extractedText: text,
      uploadedBy: input.uploadedBy,
    },
    chunkText(text),
  );
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

/** A document the admin may see: a school admin sees their school's only, not Kyu's own. */
async function visibleDocument(db: Db, scope: AdminScope, id: number) {
  const row = await q.findDocument(db, id);
  if (!row || (!isSuperAdmin(scope) && row.schoolId !== scope.schoolId)) {
    throw notFound('No such document.');
  }
  return row;
}

export async function getDocument(
  db: Db,
  scope: AdminScope,
  id: number,
): Promise<AdminDocumentText> {
  const row = await visibleDocument(db, scope, id);
  return { ...documentJson(row), extracted_text: row.extractedText };
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
export async function uploadDocument(db: Db, scope: AdminScope, upload: DocumentUpload) {
  const typeId = upload.fields.document_type_id;
  if (typeId === undefined || !DOCUMENT_TYPE_IDS.includes(typeId)) {
    throw badRequest(
      'document_type_id must be 1 (coach), 2 (generation), 3 (marking), 4 (curriculum) or 5 (ontology).',
      {
        document_type_id: ['must be a document type id from 1 to 5'],
      },
    );
  }
  return addDocument(db, {
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
export async function uploadForGeneration(db: Db, scope: AdminScope, upload: DocumentUpload) {
  const typeId = GENERATION_TYPES[upload.fields.document_type ?? ''];
  if (!typeId) {
    throw badRequest('Invalid document type', { document_type: ['must be curriculum or source'] });
  }
  return addDocument(db, {
    schoolId: await schoolFor(db, scope, upload.fields.school_id),
    documentTypeId: typeId,
    title: titleOf(upload),
    filename: upload.filename,
    bytes: upload.bytes,
    uploadedBy: scope.userId,
  });
}

/**
 * The documents a school's worksheet generator reads, with their text; one unknown, or of
 * another school (or Kyu's own), is left out for the caller to refuse.
 */
export async function schoolDocumentTexts(db: Db, schoolId: number, ids: number[]) {
  const rows = await Promise.all(ids.map((id) => q.findDocument(db, id)));
  return rows
    .filter((row) => row !== undefined && row.schoolId === schoolId)
    .map((row) => ({
      id: row!.id,
      title: row!.title,
      documentTypeId: row!.documentTypeId,
      text: row!.extractedText,
    }));
}
