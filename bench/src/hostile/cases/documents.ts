/**
 * Issue item 3, and our own of the same kind: files a teacher uploads to generate worksheets
 * from (POST /worksheets/generation/documents), built so that a few kilobytes cost the reader
 * gigabytes or minutes.
 */
import { hostileCase, WANTS, type Want } from '../case';
import { claimingBomb, emptyParagraphs, manyEntries, zerosBomb } from '../files/docx';
import { blankPages, nestedArrays } from '../files/pdf';
import { uploadDocument, type FilePart } from './calls';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const kb = (bytes: Buffer) => `${(bytes.length / 1024).toFixed(1)} KB`;

/** A case uploading the file `build` makes; its name says what the file is and its size. */
function upload(
  item: string,
  name: string,
  filename: string,
  type: string,
  build: () => Buffer,
  wants: Want = WANTS.refusedOrFailedExtraction,
) {
  return hostileCase({
    item,
    name,
    wants,
    prepare: async (): Promise<FilePart> => ({ bytes: build(), filename, type }),
    hostile: async (kyu, file, signal) => {
      const outcome = await uploadDocument(kyu, file, signal);
      return {
        ...outcome,
        note: [`${kb(file.bytes)} sent`, outcome.note].filter(Boolean).join('; '),
      };
    },
  });
}

export const documentCases = [
  upload('3', 'docx of 200,000 empty paragraphs', 'paragraphs.docx', DOCX, () =>
    emptyParagraphs(200_000),
  ),
  upload('3', 'docx of 2,300,000 empty paragraphs (~20 KB)', 'paragraphs-20k.docx', DOCX, () =>
    emptyParagraphs(2_300_000),
  ),
  upload('3', 'zip bomb: document.xml of 240 MB of zeros', 'bomb.docx', DOCX, () => zerosBomb(240)),
  upload('3', 'zip bomb: document.xml claiming 1 GB', 'claims.docx', DOCX, () =>
    claimingBomb(2 ** 30),
  ),
  upload('3', 'zip of 100,000 entries', 'entries.docx', DOCX, () => manyEntries(100_000)),
];

export const ownDocumentCases = [
  upload('own', 'PDF of 5,000 blank pages', 'pages-5k.pdf', 'application/pdf', () =>
    blankPages(5_000),
  ),
  upload('own', 'PDF of 100,000 blank pages', 'pages-100k.pdf', 'application/pdf', () =>
    blankPages(100_000),
  ),
  upload('own', 'PDF nesting arrays 100,000 deep', 'nested.pdf', 'application/pdf', () =>
    nestedArrays(100_000),
  ),
  // A plain text file the notes may hold: read, in linear time.
  upload(
    'own',
    "text file of 100,000 spaces then 'x'",
    'spaces.txt',
    'text/plain',
    () => Buffer.from(`${' '.repeat(100_000)}x`),
    WANTS.answered,
  ),
];
