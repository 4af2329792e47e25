import { and, asc, count, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentChunks, documents } from '../../db/schema';
import { fullTextMatch, keepStrict, preparedPerDb, type SearchParams } from './full-text';
import type { ParsedList } from '../../lib/list-query';
import { matchIds, orderBy, searchAny } from '../../lib/sql-helpers';

/** The database, or a transaction on it: the seed stores its documents inside its own. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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

const CHUNK_BATCH = 1000;

/** A document and its chunks, stored together or not at all. */
export async function insertDocument(
  db: Queryable,
  values: typeof documents.$inferInsert,
  chunks: string[],
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(documents).values(values).returning();
    // In batches: PostgreSQL takes at most 65,535 parameters a statement, and 10 MB of text
    // makes about 10,000 chunks of three each.
    for (let start = 0; start < chunks.length; start += CHUNK_BATCH) {
      await tx
        .insert(documentChunks)
        .values(
          chunks
            .slice(start, start + CHUNK_BATCH)
            .map((content, i) => ({ documentId: row!.id, ordinal: start + i, content })),
        );
    }
    return { ...row!, chunkCount: chunks.length };
  });
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
  createdAt: documents.createdAt,
};

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(documents), chunkCount: chunkCount(db) })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
}

export async function deleteDocument(db: Db, id: number) {
  await db.delete(documents).where(eq(documents.id, id));
}

/** The prepared search of `searchChunks`, per database: every question waits on it. */
const chunkSearch = preparedPerDb((db) => {
  const { strict, matches, rank } = fullTextMatch(documentChunks.tsv);
  return db
    .select({
      documentId: documentChunks.documentId,
      title: documents.title,
      content: documentChunks.content,
      rank: rank.mapWith(Number),
      strict: sql<boolean>`${strict}`.mapWith(Boolean),
    })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .where(
      and(
        matches,
        eq(documents.documentTypeId, 1),
        // With no school, `school_id = null` holds for no row, leaving Kyu's own documents.
        or(isNull(documents.schoolId), eq(documents.schoolId, sql.placeholder('schoolId'))),
      ),
    )
    .orderBy(desc(strict), desc(rank), asc(documentChunks.id))
    .limit(sql.placeholder('limit'))
    .prepare('kyu_search_chunks');
});

/**
 * Chunks of coach documents (type 1) for a school, and Kyu's own (no school), that hold every
 * word of `text` (websearch syntax), or, when none does, any of `words`; best first. One
 * prepared statement.
 */
export async function searchChunks(db: Db, opts: SearchParams) {
  const rows = keepStrict(await chunkSearch(db).execute(opts));
  return rows.map(({ strict: _strict, ...passage }) => passage);
}
