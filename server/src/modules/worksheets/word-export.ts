import sharp from 'sharp';
import { refused } from '../../lib/problem';
import { createWorkerPool } from '../../lib/worker-pool';
import type { FileStore } from '../../providers/files';
import { checkPixels, MAX_IMAGE_PIXELS } from '../../providers/files/image-size';
import { sniffImage } from '../../providers/files/image-type';
import { imageKey, type LoadedQuestion } from '../questions/service';
import { type ExportPicture, IMAGE_WIDTH, type WorksheetExport } from './export';

/**
 * Word exports of worksheets and assessments. The document is laid out and zipped on a worker
 * thread; its pictures are read from the store and fitted here, by sharp, whose work runs on
 * libuv's threads already (see providers/files/avatar.ts for why sharp stays off the workers).
 */

/**
 * Heap for one export, and as much for its buffers: a worksheet at its 200 questions with
 * EXPORT_MAX_PICTURES pictures (fitted, some 20 MB of them at most) needs far less.
 */
const EXPORT_MEMORY_MB = 256;
/**
 * Such a worksheet is made in about 4 s on a busy 2-core machine, most of it fitting the
 * pictures here; the worker's part, laying out and zipping, under 1 s.
 */
const EXPORT_TIMEOUT_MS = 30_000;
/** Exports are a teacher's occasional act; two at once, and eight waiting. */
const EXPORT_THREADS = 2;
const EXPORT_QUEUE = 8;

/** Pictures in one Word file: several on every page of a long paper. */
export const EXPORT_MAX_PICTURES = 100;
/** What those pictures may weigh as stored (each is 2 MB at most): what one export reads. */
const EXPORT_MAX_PICTURE_BYTES = 40 * 1024 * 1024;
/** Pictures are fitted to twice the width they show at, sharp for print. */
const PICTURE_PIXELS_WIDE = 2 * IMAGE_WIDTH;

export interface WordExport {
  /** A worksheet (or its answer key) as a .docx file. */
  worksheet(
    files: FileStore,
    title: string,
    questions: LoadedQuestion[],
    key: boolean,
  ): Promise<Buffer>;
  close(): Promise<void>;
}

const number = new Intl.NumberFormat('en-GB');

/**
 * One stored picture fitted to PICTURE_PIXELS_WIDE, a photograph kept a JPEG and anything else
 * made a PNG (the formats Word shows), or a 422 naming it.
 */
async function fitted(bytes: Buffer, name: string): Promise<ExportPicture> {
  const format = sniffImage(bytes, ['png', 'jpeg', 'webp']);
  if (format) checkPixels(bytes, format, name);
  const type = format === 'jpeg' ? 'jpg' : 'png';
  try {
    const resized = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({
      width: PICTURE_PIXELS_WIDE,
      withoutEnlargement: true,
    });
    const { data, info } = await (
      type === 'jpg' ? resized.jpeg({ quality: 85 }) : resized.png()
    ).toBuffer({ resolveWithObject: true });
    return { type, data, width: info.width, height: info.height };
  } catch {
    throw refused(`${name} could not be read; it may be damaged. Replace it in the question.`);
  }
}

/** The pictures of the questions, bounded in count and weight before any is decoded. */
async function picturesOf(files: FileStore, questions: LoadedQuestion[]) {
  const wanted = questions.flatMap((q, i) =>
    q.row.images.map((filename) => ({ filename, question: i + 1 })),
  );
  if (wanted.length > EXPORT_MAX_PICTURES) {
    throw refused(
      `The worksheet has ${number.format(wanted.length)} pictures; a Word file holds at most ` +
        `${number.format(EXPORT_MAX_PICTURES)}.`,
      'too-many-pictures',
    );
  }
  const pictures: WorksheetExport['pictures'] = {};
  let weight = 0;
  for (const { filename, question } of wanted) {
    if (pictures[filename]) continue;
    const bytes = await files.read(imageKey(filename));
    if (!bytes) continue;
    weight += bytes.length;
    if (weight > EXPORT_MAX_PICTURE_BYTES) {
      throw refused(
        `The worksheet's pictures weigh more than ${EXPORT_MAX_PICTURE_BYTES / (1024 * 1024)} MB, ` +
          'the most a Word file holds.',
        'too-many-pictures',
      );
    }
    pictures[filename] = await fitted(bytes, `The picture ${filename} of question ${question}`);
  }
  return pictures;
}

export function createWordExport(): WordExport {
  const pool = createWorkerPool({
    filename: new URL('./export.worker.ts', import.meta.url),
    what: 'Making the Word file',
    memoryMb: EXPORT_MEMORY_MB,
    timeoutMs: EXPORT_TIMEOUT_MS,
    maxThreads: EXPORT_THREADS,
    maxQueue: EXPORT_QUEUE,
  });
  return {
    async worksheet(files, title, questions, key) {
      const input: WorksheetExport = {
        title,
        questions,
        key,
        pictures: await picturesOf(files, questions),
      };
      return Buffer.from(await pool.run<Uint8Array>('worksheet', input));
    },
    close: () => pool.close(),
  };
}
