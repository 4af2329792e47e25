import { api } from '@kyu/core';
import { download as save } from '../../http/download';
import type { ShareLink, Worksheet, WorksheetAssignment } from '@kyu/core/contract';

/** What the library and the assignments page do to a worksheet, one call each. */
export const worksheetActions = {
  duplicate: (id: number) => api.post<Worksheet>(`/worksheets/${id}/duplicate`),
  remove: (id: number) => api.delete<Worksheet>(`/worksheets/${id}`),
  share: (id: number) => api.post<ShareLink>(`/worksheets/${id}/share`),
  word: (w: Worksheet) => save(`/worksheets/${w.id}/export.docx`, `${w.title}.docx`),
  answerKey: (w: Worksheet) =>
    save(`/worksheets/${w.id}/answer-key.docx`, `${w.title} answer key.docx`),
  assign: (id: number, classId: number, dueDate: string | null) =>
    api.post<WorksheetAssignment>(`/worksheets/${id}/assign`, {
      class_id: classId,
      due_date: dueDate ? new Date(dueDate).toISOString() : null,
    }),
  unassign: (a: WorksheetAssignment, studentIds: number[]) =>
    api.post<WorksheetAssignment>(`/worksheets/${a.worksheet_id}/assignments/${a.id}/unassign`, {
      student_ids: studentIds,
    }),
  reassign: (a: WorksheetAssignment) =>
    api.post<WorksheetAssignment>(`/worksheets/${a.worksheet_id}/assignments/${a.id}/reassign`),
};
