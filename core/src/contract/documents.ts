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
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminDocument = Static<typeof AdminDocument>;

/** One document with the text extracted from it. */
export const AdminDocumentText = Type.Intersect([
  AdminDocument,
  Type.Object({ extracted_text: Type.String() }),
]);
export type AdminDocumentText = Static<typeof AdminDocumentText>;
