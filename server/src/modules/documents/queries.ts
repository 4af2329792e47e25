import { and, asc, count, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { asBase64, fromBase64 } from '../../db/columns';
import { documentChunks, documentFiles, documents } from '../../db/schema';
import { unionAll } from 'drizzle-orm/pg-core';
import { fullTextMatch, keepStrict, preparedPerDb, type SearchParams } from './full-text';
import { questionBankSelect } from './question-search';
import type { ParsedList } from '../../lib/list-query';
import { matchIds, orderBy, searchAny } from '../../lib/sql-helpers';

export type DocumentRow = typeof documents.$inferSelect & { chunkCount: number };
export type DocumentSort =
  'id' | 'title' | 'document_type_id' | 'school_id' | 'byte_size' | 'created_at';
export type DocumentFilter = 'q' | 'document_type_id' | 'school_id';

const SORT_COLUMNS = {
  id: documents.id,
  title: documents.title,
  document_type_id: documents.documentTypeId,
  school_id: documents.schoolId,
  byte_size: documents.byteSize,
  created_at: documents.createdAt,
} as const;

/** A correlated count; drizzle qualifies its columns, which a hand-written subquery would not get. */
const chunkCount = (db: Db) =>
  db.$count(documentChunks, eq(documentChunks.documentId, documents.id));

/** A document and the file it came from, stored together; its chunks come with extraction. */
export async function insertDocument(
  db: Queryable,
  values: typeof documents.$inferInsert,
  bytes: Buffer,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(documents).values(values).returning();
    await tx.insert(documentFiles).values({ documentId: row!.id, bytes });
    return { ...row!, chunkCount: 0 };
  });
}

/** The file a document was uploaded as. */
export async function findFile(db: Queryable, id: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: asBase64(documentFiles.bytes) })
    .from(documentFiles)
    .where(eq(documentFiles.documentId, id));
  return row ? fromBase64(row.bytes) : undefined;
}

export type ExtractionValues = Partial<
  Pick<
    typeof documents.$inferInsert,
    'extractionState' | 'extractionProgress' | 'extractionError' | 'extractedText'
  >
>;

export async function setExtraction(db: Queryable, id: number, values: ExtractionValues) {
  await db.update(documents).set(values).where(eq(documents.id, id));
}

/** Starts a document's chunks afresh: those of an earlier extraction go. */
export async function deleteChunks(db: Queryable, id: number) {
  await db.delete(documentChunks).where(eq(documentChunks.documentId, id));
}

export async function insertChunks(db: Queryable, id: number, first: number, chunks: string[]) {
  await db
    .insert(documentChunks)
    .values(chunks.map((content, i) => ({ documentId: id, ordinal: first + i, content })));
}

/** `size` characters of a document's text from `start` (0 first), and how long the text is. */
export async function textSlice(db: Queryable, id: number, start: number, size: number) {
  const [row] = await db
    .select({
      length: sql<number>`char_length(${documents.extractedText})`.mapWith(Number),
      text: sql<string>`substr(${documents.extractedText}, ${start + 1}, ${size})`,
    })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
}

/** One page of documents, limited to one school's when `onlySchoolId` is given. */
export async function listDocuments(
  db: Db,
  list: ParsedList<DocumentSort, DocumentFilter>,
  onlySchoolId: number | null,
) {
  const where = and(
    onlySchoolId === null ? undefined : eq(documents.schoolId, onlySchoolId),
    searchAny(list.filter.q, [documents.title, documents.filename]),
    matchIds(documents.documentTypeId, list.filter.document_type_id),
    matchIds(documents.schoolId, list.filter.school_id),
  );
  const rows = await db
    .select({ ...columnsWithoutText, chunkCount: chunkCount(db) })
    .from(documents)
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS[list.sort.field], list.sort.order, documents.id))
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1);
  const [total] = await db.select({ n: count() }).from(documents).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Lists leave the extracted text out: it can be megabytes, and only the show view needs it. */
const columnsWithoutText = {
  id: documents.id,
  schoolId: documents.schoolId,
  documentTypeId: documents.documentTypeId,
  title: documents.title,
  filename: documents.filename,
  mimeType: documents.mimeType,
  byteSize: documents.byteSize,
  extractionState: documents.extractionState,
  extractionProgress: documents.extractionProgress,
  extractionError: documents.extractionError,
  createdAt: documents.createdAt,
};

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(documents), chunkCount: chunkCount(db) })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
}

/** A document without its text, which can be megabytes. */
export async function findDocumentInfo(db: Db, id: number) {
  const [row] = await db
    .select({ ...columnsWithoutText, chunkCount: chunkCount(db) })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
}

/** The document and, by cascade, its file and chunks: retrieval finds none of it after. */
export async function deleteDocument(db: Db, id: number) {
  await db.delete(documents).where(eq(documents.id, id));
}

/**
 * Chunks of coach documents (type 1) for a school, and Kyu's own (no school), that hold every
 * word of `text` (websearch syntax), or, when none does, any of `words`; best first. Shaped as
 * the question bank's search is, so that the two can be one statement.
 */
function chunkSelect(db: Db) {
  const { strict, matches, rank } = fullTextMatch(documentChunks.tsv);
  return db
    .select({
      documentId: sql<number | null>`${documentChunks.documentId}`,
      title: documents.title,
      content: documentChunks.content,
      method: sql<string | null>`null::text`,
      question: sql<string | null>`null::text`,
      topic: sql<string | null>`null::text`,
      rank: rank.mapWith(Number),
      strict: sql<boolean>`${strict}`.mapWith(Boolean),
    })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .where(
      and(
        matches,
        eq(documents.documentTypeId, 1),
        eq(documents.extractionState, 'done'),
        // With no school, `school_id = null` holds for no row, leaving Kyu's own documents.
        or(isNull(documents.schoolId), eq(documents.schoolId, sql.placeholder('schoolId'))),
      ),
    )
    .orderBy(desc(strict), desc(rank), asc(documentChunks.id))
    .limit(sql.placeholder('limit'));
}

/** The documents' search alone, prepared per database: a question in a quiz waits on it. */
const chunkSearch = preparedPerDb((db) => chunkSelect(db).prepare('kyu_search_chunks'));

/**
 * The documents' and the question bank's searches as one prepared statement, each ranked and
 * cut apart: every question outside an assessment waits on it, and on the embedded database
 * each statement costs a turn of its own on the one thread the server runs on.
 */
const coachSearch = preparedPerDb((db) =>
  unionAll(chunkSelect(db), questionBankSelect(db)).prepare('kyu_search_coach'),
);

type Found = Awaited<ReturnType<ReturnType<typeof chunkSearch>['execute']>>;

/** A found row as the coach reads it; the question bank's name no document. */
const passageOf = ({ strict: _strict, method, question, topic, ...row }: Found[number]) =>
  row.documentId === null
    ? {
        ...row,
        content: [row.content, method].filter(Boolean).join('\n\n'),
        ...(question === null ? {} : { question }),
        ...(topic ? { topic } : {}),
      }
    : row;

/** Chunks of the school's coach documents and Kyu's own, best first. One prepared statement. */
export async function searchChunks(db: Db, opts: SearchParams) {
  return keepStrict(await chunkSearch(db).execute(opts)).map(passageOf);
}

/**
 * The school's documents and, as `searchChunks` finds them, the question bank's explanations
 * and worked methods (see question-search.ts), each source cut to its strict matches apart.
 * One prepared statement.
 */
export async function searchCoachSources(db: Db, opts: SearchParams) {
  const rows = await coachSearch(db).execute(opts);
  return [
    ...keepStrict(rows.filter((row) => row.documentId !== null)),
    ...keepStrict(rows.filter((row) => row.documentId === null)),
  ].map(passageOf);
}
