import type {
  QuestionReport,
  QuestionReportsPage,
  QuestionReportsQuery,
  QuestionTypeId,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { isSuperAdmin, type AdminScope } from '../../lib/admin-scope';
import { forbidden, notFound } from '../../lib/problem';
import * as q from './queries';

const reportJson = (row: q.ReportRow): QuestionReport => ({
  id: row.id,
  message: row.message,
  reporter: row.firstName === null ? 'Public' : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  reporter_id: row.reporterId,
  created_at: row.createdAt.toISOString(),
  resolved: row.resolved,
  question: {
    id: row.questionId,
    text: row.text,
    question_type_id: row.questionTypeId as QuestionTypeId,
    course_name: row.courseName,
  },
});

/**
 * A page of question reports, open ones unless `resolved` is asked. A school admin reads the
 * reports on their school's questions; Kyu's catalogue (courses of no school) is moderated by
 * Kyu's administrators, who read every report.
 */
export async function listReports(
  db: Db,
  scope: AdminScope,
  query: QuestionReportsQuery,
): Promise<QuestionReportsPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  const { rows, total } = await q.listReports(
    db,
    {
      resolved: query.resolved ?? false,
      schoolId: isSuperAdmin(scope) ? undefined : (scope.schoolId ?? undefined),
    },
    { offset: (page - 1) * size, limit: size },
  );
  return { items: rows.map(reportJson), total_count: total, page, size };
}

/** Sets or clears a report's resolve flag, on a question of the admin's school (or any, for Kyu's). */
export async function resolveReport(db: Db, scope: AdminScope, id: number, resolved: boolean) {
  const report = await q.findReport(db, id);
  if (!report) throw notFound('No such question report.');
  if (!isSuperAdmin(scope) && report.schoolId !== scope.schoolId) {
    throw forbidden(
      "A school administrator resolves only reports on their own school's questions.",
    );
  }
  await q.setResolved(db, id, resolved);
  return { ok: true as const };
}
