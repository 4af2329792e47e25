import type { QuestionFileFormat } from '@kyu/core/contract';
import { badRequest } from '../../lib/problem';
import { textIssue } from '../../lib/text-input';
import type { ReadResult } from './draft';
import { readGift } from './gift-import';
import { readMoodleXml } from './moodle-xml-import';

const READERS: Record<QuestionFileFormat, (source: string) => ReadResult> = {
  gift: readGift,
  'moodle-xml': readMoodleXml,
};

/**
 * A question file's bytes read into drafts and rejections: the import's parse step, which runs
 * on a worker thread (question-files.worker.ts). UTF-8, a byte-order mark dropped; an empty file, a NUL
 * or half a surrogate pair is a 400.
 */
export function readQuestionFile(format: QuestionFileFormat, bytes: Uint8Array): ReadResult {
  const source = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  if (!source.trim()) throw badRequest('The file is empty.', { file: ['is empty'] });
  // A NUL in a question's text would reach PostgreSQL, which refuses it, as a 500.
  const issue = textIssue(source, 'file');
  if (issue) throw badRequest(`The file ${issue.message}.`, { file: [issue.message] });
  return READERS[format](source);
}
