import type { Lesson, LessonItem, LessonSummary } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import type { UrlOf } from '../../providers/files';
import * as q from './queries';

/** Whose completions a lesson is shown with: a student's, in an assignment or (null) their own path. */
export interface Viewing {
  studentId: number | null;
  assignmentId: number | null;
}

export const summaryOf = (
  row: q.LessonRow,
  urlOf: UrlOf,
  assignment?: { id: number; dueDate: Date | null },
): LessonSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  course_id: row.courseId,
  lesson_type_id: row.lessonTypeId,
  school_id: row.schoolId,
  position: row.position,
  cover_url: row.coverKey ? urlOf(row.coverKey) : null,
  assignment_id: assignment?.id ?? null,
  due_date: assignment?.dueDate?.toISOString() ?? null,
});

/** Lessons with their sections and items, each item marked with the viewed student's completion. */
export async function lessonsWithSections(
  db: Queryable,
  rows: q.LessonRow[],
  viewing: Viewing,
  urlOf: UrlOf,
): Promise<Lesson[]> {
  const sections = await q.sectionsOf(
    db,
    rows.map((r) => r.id),
  );
  const items = await q.itemsOf(
    db,
    sections.map((s) => s.id),
  );
  const done =
    viewing.studentId === null
      ? []
      : await q.completionsOf(
          db,
          items.map((i) => i.id),
          [viewing.studentId],
          viewing.assignmentId,
        );
  const byItem = new Map(done.map((c) => [c.itemId, c]));
  const itemOf = (item: q.ItemRow): LessonItem => {
    const c = byItem.get(item.id);
    return {
      id: item.id,
      title: item.title,
      note: item.note,
      item_type_id: item.itemTypeId,
      worksheet_id: item.worksheetId,
      completed: c !== undefined,
      marks_given: c?.marksGiven ?? null,
      max_score: c?.maxScore ?? null,
    };
  };
  return rows.map((row) => ({
    ...summaryOf(row, urlOf),
    assignment_id: viewing.assignmentId,
    sections: sections
      .filter((s) => s.lessonId === row.id)
      .map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        section_matrix: s.sectionMatrix,
        course_tagging_ids: s.courseTaggingIds,
        is_edited: s.isEdited,
        items: items.filter((i) => i.sectionId === s.id).map(itemOf),
      })),
  }));
}

/** The items of a lesson, in order, each with its section. */
export async function lessonItems(db: Queryable, lessonId: number) {
  const sections = await q.sectionsOf(db, [lessonId]);
  return q.itemsOf(
    db,
    sections.map((s) => s.id),
  );
}
