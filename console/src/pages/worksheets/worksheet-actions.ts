import { $user, api } from '@kyu/core';
import type { ShareLink, Worksheet, WorksheetAssignment } from '@kyu/core/contract';

/**
 * Saves a Word file the browser offers to keep: fetched with the Bearer token, which a plain
 * link would not carry (kept in the console so the widgets' shared client stays small).
 */
async function save(path: string, filename: string) {
  const token = $user.get()?.access_token;
  const res = await fetch(`/api/v1${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`The download failed (${res.status}).`);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

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
