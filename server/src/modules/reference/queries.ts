import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academicLevels, subjects } from '../../db/schema';

export const listAcademicLevels = (db: Db) =>
  db
    .select({ id: academicLevels.id, name: academicLevels.name })
    .from(academicLevels)
    .orderBy(asc(academicLevels.sortOrder), asc(academicLevels.id));

export const listSubjects = (db: Db) =>
  db.select({ id: subjects.id, name: subjects.name }).from(subjects).orderBy(asc(subjects.name));
