import { DocumentType } from '@kyu/core/contract';

/** The document types by id (calls.md §7), as the console names them. */
export const DOCUMENT_TYPES: readonly { id: number; name: string }[] = [
  { id: DocumentType.coach, name: 'Coach' },
  { id: DocumentType.generation, name: 'Generation sources' },
  { id: DocumentType.marking, name: 'Marking' },
  { id: DocumentType.curriculum, name: 'Curriculum' },
  { id: DocumentType.ontology, name: 'Ontology' },
];

/** The newest documents a type's table shows. */
export const DOCUMENTS_SHOWN = 50;

/** The admin list of one type's documents, newest first (ra-data-simple-rest's query). */
export const documentsPath = (typeId: number) =>
  `/admin/documents?${new URLSearchParams({
    filter: JSON.stringify({ document_type_id: typeId }),
    range: JSON.stringify([0, DOCUMENTS_SHOWN - 1]),
    sort: JSON.stringify(['created_at', 'DESC']),
  }).toString()}`;
