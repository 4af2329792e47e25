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
