import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/** Document type ids (overview §3): coach 1, generation 2, marking 3, curriculum 4, ontology 5. */
export const DocumentType = {
  coach: 1,
  generation: 2,
  marking: 3,
  curriculum: 4,
  ontology: 5,
} as const;

/**
 * The text fields of a document upload (multipart, the file in `file`): `document_type_id` for
 * the console's upload, `document_type` (curriculum or source) for generation's.
 */
export const DocumentUploadFields = Type.Object({
  document_type_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  document_type: Type.Optional(Type.String({ maxLength: 20 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  /** Kyu's administrators choose the school; a school admin's is their own. */
  school_id: Type.Optional(Id),
});
export type DocumentUploadFields = Static<typeof DocumentUploadFields>;

/** Where a document's extraction stands; only a `done` document is searched. */
export const ExtractionState = Type.Union([
  Type.Literal('queued'),
  Type.Literal('extracting'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type ExtractionState = Static<typeof ExtractionState>;

/** A retrieval document as the admin calls answer it (without its text). */
export const AdminDocument = Type.Object({
  id: Id,
  school_id: Nullable(Id),
  document_type_id: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String(),
  filename: Type.String(),
  mime_type: Type.String(),
  byte_size: Type.Integer(),
  chunk_count: Type.Integer(),
  extraction_state: ExtractionState,
  /** Percent done, counted as the chunks are stored. */
  extraction_progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Why extraction failed, when it did. */
  extraction_error: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminDocument = Static<typeof AdminDocument>;

/** One document with the text extracted from it. */
export const AdminDocumentText = Type.Intersect([
  AdminDocument,
  Type.Object({ extracted_text: Type.String() }),
]);
export type AdminDocumentText = Static<typeof AdminDocumentText>;

/** `GET /admin/documents/{id}/text`: which page of the extracted text (1 first). */
export const DocumentTextQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});
export type DocumentTextQuery = Static<typeof DocumentTextQuery>;

/** One page of a document's extracted text: big documents run to megabytes. */
export const DocumentTextPage = Type.Object({
  document: AdminDocument,
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0 }),
  /** Characters a page holds; the last may hold fewer. */
  page_size: Type.Integer({ minimum: 1 }),
  text: Type.String(),
});
export type DocumentTextPage = Static<typeof DocumentTextPage>;
