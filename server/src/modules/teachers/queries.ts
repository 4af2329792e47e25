import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academicLevels, classMembers, classes, subjects, users } from '../../db/schema';

/** Active students who are members of the class row in the outer query. */
const studentCount = sql<number>`(
  select count(*)::int from ${classMembers}
  join ${users} on ${users.id} = ${classMembers.userId}
  where ${classMembers.classId} = ${classes.id} and ${users.userRoleId} = 1 and ${users.isActive}
)`;

/**
 * Active classes of one school with their level, subject and student count: all of them, or,
 * with `memberId`, only those that user is a member of.
 */
export async function listClasses(db: Db, which: { schoolId: number; memberId?: number }) {
  const membership =
    which.memberId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(classMembers)
            .where(
              and(eq(classMembers.classId, classes.id), eq(classMembers.userId, which.memberId)),
            ),
        );
  return db
    .select({
      id: classes.id,
      name: classes.name,
      academic_level_id: classes.academicLevelId,
      academic_level_name: academicLevels.name,
      subject_id: classes.subjectId,
      subject_name: subjects.name,
      student_count: studentCount,
    })
    .from(classes)
    .innerJoin(academicLevels, eq(academicLevels.id, classes.academicLevelId))
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(and(eq(classes.isActive, true), eq(classes.schoolId, which.schoolId), membership))
    .orderBy(asc(classes.name), asc(classes.id));
}
