import { api } from '@kyu/core';
import type { QuestionFileFormat, QuestionImportReport } from '@kyu/core/contract';
import { downloadFile } from '../../http/download';

/** How each format's file is named when saved. */
const EXTENSION: Record<QuestionFileFormat, string> = { gift: 'gift.txt', 'moodle-xml': 'xml' };

/** What the question import page asks of the server, one call each. */
export const transferActions = {
  /** `dry_run` checks only; `skipRejected` imports the valid questions of a file with broken ones. */
  importFile: (
    courseId: number,
    format: QuestionFileFormat,
    file: File,
    mode: { dryRun: boolean; skipRejected: boolean },
  ) => {
    const body = new FormData();
    body.set('course_id', String(courseId));
    body.set('format', format);
    body.set('dry_run', String(mode.dryRun));
    body.set('skip_rejected', String(mode.skipRejected));
    body.set('file', file);
    return api.post<QuestionImportReport>('/admin/questions/import', body);
  },
  exportFile: (courseId: number, format: QuestionFileFormat) =>
    downloadFile(
      `/admin/questions/export?course_id=${courseId}&format=${format}`,
      `course-${courseId}-questions.${EXTENSION[format]}`,
    ),
};
