import { inArray } from 'drizzle-orm';
import type { Tx } from './client';
import { activationBatches, activationCodeCourses, activationCodes, courses } from './schema';

/**
 * Demo activation codes of the demo school, one per Primary 5 course, unused and without expiry,
 * so anyone trying Kyu can redeem one at /redeem as parent@example.com. They are a demo's, not
 * secrets: a real school's codes are generated at random in the console.
 */
export const DEMO_CODES = [
  { code: 'DEMO-MATH-P5P5', course: 'Primary 5 Mathematics' },
  { code: 'DEMO-SCIE-P5P5', course: 'Primary 5 Science' },
  { code: 'DEMO-ENGL-P5P5', course: 'Primary 5 English' },
];

/** Writes the demo codes into a batch of the demo school. */
export async function seedDemoCodes(tx: Tx, schoolId: number) {
  const found = await tx
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(
      inArray(
        courses.name,
        DEMO_CODES.map((c) => c.course),
      ),
    );
  const codes = DEMO_CODES.flatMap((c) => {
    const course = found.find((f) => f.name === c.course);
    return course ? [{ code: c.code, courseId: course.id }] : [];
  });
  if (!codes.length) return;
  const [batch] = await tx
    .insert(activationBatches)
    .values({ name: 'Demo cards', schoolId, count: codes.length })
    .returning({ id: activationBatches.id });
  for (const { code, courseId } of codes) {
    const [row] = await tx
      .insert(activationCodes)
      .values({ code, batchId: batch!.id, schoolId })
      .returning({ id: activationCodes.id });
    await tx.insert(activationCodeCourses).values({ codeId: row!.id, courseId });
  }
}
