import { and, asc, desc, eq, exists, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DirectoryOrder } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { pageWithTotal, windowTotal } from '../../db/page';
import {
  academicLevels,
  activationBatches,
  activationCodes,
  classMembers,
  classes,
  parentChildren,
  schools,
  subjects,
  users,
} from '../../db/schema';
import { containing } from '../../lib/sql-helpers';
import { personColumns } from '../../lib/people';

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

const person = personColumns;

/**
 * The text the name search matches: the expression the trigram index users_directory_search_idx is
 * built on (db/school-schema.ts), written the same so the planner can use it.
 */
const searchable = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username})`;

const child = alias(users, 'child');

/** Who a directory list holds: one role of one school, narrowed as the teacher asked. */
export interface DirectoryFilter {
  schoolId: number;
  roleId: number;
  search?: string;
  teacherRoleId?: number;
  academicLevelId?: number;
  excludeClassId?: number;
  excludeLinkedChild?: boolean;
}

const memberOf = (classId: number) =>
  exists(
    sql`(select 1 from ${classMembers} where ${classMembers.classId} = ${classId} and ${classMembers.userId} = ${users.id})`,
  );

/** A parent belongs to a school by their own account, or through a child of it. */
const parentOfSchool = (db: Db, schoolId: number) =>
  or(
    eq(users.schoolId, schoolId),
    exists(
      db
        .select({ one: sql`1` })
        .from(parentChildren)
        .innerJoin(child, eq(child.id, parentChildren.childId))
        .where(and(eq(parentChildren.parentId, users.id), eq(child.schoolId, schoolId))),
    ),
  );

function directoryWhere(db: Db, f: DirectoryFilter): SQL | undefined {
  return and(
    eq(users.userRoleId, f.roleId),
    f.roleId === 6 ? parentOfSchool(db, f.schoolId) : eq(users.schoolId, f.schoolId),
    f.search ? sql`${searchable} ilike ${containing(f.search)}` : undefined,
    f.teacherRoleId === undefined ? undefined : eq(users.teacherRoleId, f.teacherRoleId),
    f.academicLevelId === undefined ? undefined : eq(users.academicLevelId, f.academicLevelId),
    f.excludeClassId === undefined ? undefined : not(memberOf(f.excludeClassId)),
    f.excludeLinkedChild
      ? not(
          exists(
            sql`(select 1 from ${parentChildren} where ${parentChildren.childId} = ${users.id})`,
          ),
        )
      : undefined,
  );
}

const ORDER: Record<DirectoryOrder, SQL[]> = {
  name: [sql`${users.lastName}`, sql`${users.firstName}`],
  username: [sql`${users.username}`],
  created_at: [sql`${users.createdAt}`],
};

/** One page of a directory list and the count of the whole list. */
export function directoryPage(
  db: Db,
  f: DirectoryFilter,
  paging: { page: number; size: number; orderBy: DirectoryOrder; desc: boolean },
) {
  const order = ORDER[paging.orderBy].map((c) => (paging.desc ? desc(c) : asc(c)));
  return pageWithTotal(
    db,
    () =>
      db
        .select({ ...person, total: windowTotal })
        .from(users)
        .where(directoryWhere(db, f))
        .orderBy(...order, asc(users.id))
        .$dynamic(),
    { offset: (paging.page - 1) * paging.size, limit: paging.size },
  );
}

/** A person by id, with their role and school, whatever the school. */
export async function findPerson(db: Db, id: number) {
  const [row] = await db
    .select({ ...person, school_id: users.schoolId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Whether a parent has a child in the school. */
export async function hasChildIn(db: Db, parentId: number, schoolId: number) {
  const [row] = await db
    .select({ id: child.id })
    .from(parentChildren)
    .innerJoin(child, eq(child.id, parentChildren.childId))
    .where(and(eq(parentChildren.parentId, parentId), eq(child.schoolId, schoolId)))
    .limit(1);
  return Boolean(row);
}

const fullName = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${t.firstName} || ' ' || ${t.lastName}`;

/** The school's active classes a user is a member of. */
export async function classesOf(db: Db, userId: number, schoolId: number) {
  return db
    .select({ id: classes.id, name: classes.name })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(
      and(
        eq(classMembers.userId, userId),
        eq(classes.schoolId, schoolId),
        eq(classes.isActive, true),
      ),
    )
    .orderBy(asc(classes.name), asc(classes.id));
}

/** A student's parents, or a parent's children of the school. */
export async function familyOf(db: Db, userId: number, schoolId: number) {
  const parents = await db
    .select({ id: users.id, name: fullName(users) })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.parentId))
    .where(eq(parentChildren.childId, userId))
    .orderBy(asc(users.id));
  const children = await db
    .select({ id: child.id, name: fullName(child) })
    .from(parentChildren)
    .innerJoin(child, eq(child.id, parentChildren.childId))
    .where(and(eq(parentChildren.parentId, userId), eq(child.schoolId, schoolId)))
    .orderBy(asc(child.id));
  return { parents, children };
}

const countOf = (table: SQL) => sql<number>`(select count(*)::int from ${table})`;

/** A school with its active students', teachers' and classes' counts. */
export async function schoolDetails(db: Db, schoolId: number) {
  const people = (role: number) =>
    countOf(
      sql`${users} where ${users.schoolId} = ${schools.id} and ${users.userRoleId} = ${role} and ${users.isActive}`,
    );
  const [row] = await db
    .select({
      id: schools.id,
      school_name: schools.schoolName,
      domain_name: schools.domainName,
      student_count: people(1),
      teacher_count: people(2),
      class_count: countOf(
        sql`${classes} where ${classes.schoolId} = ${schools.id} and ${classes.isActive}`,
      ),
      learning_path_disabled: schools.learningPathDisabled,
      leagues_enabled: schools.leaguesEnabled,
      league_scope: schools.leagueScope,
      created_at: schools.createdAt,
    })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return row;
}

/** A page of the school's activation codes, newest first, with their batch's name. */
export const schoolCodes = (db: Db, schoolId: number, paging: { page: number; size: number }) =>
  pageWithTotal(
    db,
    () =>
      db
        .select({
          id: activationCodes.id,
          code: activationCodes.code,
          batch_id: activationCodes.batchId,
          batch_name: activationBatches.name,
          redeemed_at: activationCodes.redeemedAt,
          expires_at: activationCodes.expiresAt,
          created_at: activationCodes.createdAt,
          total: windowTotal,
        })
        .from(activationCodes)
        .innerJoin(activationBatches, eq(activationBatches.id, activationCodes.batchId))
        .where(eq(activationCodes.schoolId, schoolId))
        .orderBy(desc(activationCodes.createdAt), desc(activationCodes.id))
        .$dynamic(),
    { offset: (paging.page - 1) * paging.size, limit: paging.size },
  );
