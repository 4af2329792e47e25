import { setImmediate } from 'node:timers/promises';
import type { Db, Queryable } from '../../db/client';
import { HttpProblem } from '../../lib/problem';
import type { ReadDocument } from './extract';
import * as q from './queries';
import type { DocumentReader } from './reader';

/**
 * Files up to this size are extracted while the upload waits (a second or two); bigger ones by
 * the 'document-extraction' job, whose progress the console shows.
 */
export const INLINE_MAX_BYTES = 256 * 1024;

/**
 * Chunks are stored a batch a transaction, and the progress is counted after each. On PGlite a
 * batch runs in this thread (their search vectors are computed there), so a batch is sized to
 * take about BATCH_MS; on PostgreSQL, out of the process, batches soon grow to the largest.
 */
const BATCH_MS = 50;
const BATCH_SIZES = { first: 50, least: 10, most: 500 };

/** The next batch's size, from how long the last took. */
const nextBatch = (size: number, tookMs: number) =>
  Math.round(
    Math.min(
      BATCH_SIZES.most,
      Math.max(BATCH_SIZES.least, (size * BATCH_MS) / Math.max(tookMs, 1)),
    ),
  );
/** Reading the text counts for this much of the progress, storing its chunks for the rest. */
const READ_SHARE = 20;

/**
 * Stores a document's extracted text and its chunks, in batches so the progress shows between
 * them; the document is searched only once it is `done` (queries.ts), so no one sees it part-way.
 * Answers how many chunks were stored.
 */
export async function storeText(
  db: Queryable,
  id: number,
  { text, chunks }: Pick<ReadDocument, 'text' | 'chunks'>,
) {
  await db.transaction(async (tx) => {
    await q.deleteChunks(tx, id);
    await q.setExtraction(tx, id, {
      extractedText: text,
      extractionState: 'extracting',
      extractionProgress: READ_SHARE,
      extractionError: null,
    });
  });
  for (let start = 0, size = BATCH_SIZES.first; start < chunks.length;) {
    // PGlite runs in this thread and its queries resolve as microtasks: without a turn of the
    // event loop between batches, no other request is even read until the last one is stored.
    await setImmediate();
    const began = performance.now();
    const stored = Math.min(start + size, chunks.length);
    await db.transaction(async (tx) => {
      await q.insertChunks(tx, id, start, chunks.slice(start, stored));
      await q.setExtraction(tx, id, {
        extractionProgress: READ_SHARE + Math.floor(((100 - READ_SHARE) * stored) / chunks.length),
      });
    });
    size = nextBatch(stored - start, performance.now() - began);
    start = stored;
  }
  await q.setExtraction(db, id, { extractionState: 'done', extractionProgress: 100 });
  return chunks.length;
}

/**
 * The job: extracts a queued document from its kept file, on the reader's worker pool. A
 * document cut off part-way by a restart starts again, and so does one the pool was too busy to
 * take (the job is retried later); a file that cannot be read ends `failed` with the reason, not
 * retried, since the same bytes fail the same way.
 */
export async function runExtraction(db: Db, reader: DocumentReader, id: number) {
  const doc = await q.findDocumentInfo(db, id);
  if (!doc || doc.extractionState === 'done' || doc.extractionState === 'failed') return;
  const bytes = await q.findFile(db, id);
  try {
    if (!bytes) throw new Error('The uploaded file was not kept; upload it again.');
    await q.setExtraction(db, id, { extractionState: 'extracting', extractionProgress: 0 });
    await storeText(db, id, await reader.read(bytes, doc.filename));
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 503) {
      await q.setExtraction(db, id, { extractionState: 'queued', extractionProgress: 0 });
      throw error;
    }
    await q.setExtraction(db, id, {
      extractionState: 'failed',
      extractionError: error instanceof Error ? error.message : String(error),
    });
  }
}
