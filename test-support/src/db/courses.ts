import { tables, type Db } from '@kyu/server/testing';
import { unique } from '../unique';

const { academicLevels, coursePrices, courseTaggings, courses, passages, subjects } = tables;

/** A course of its own level and subject; in Kyu's catalogue unless `schoolId` is given. */
export async function makeCourse(db: Db, overrides: Partial<typeof courses.$inferInsert> = {}) {
  const [level] = await db
    .insert(academicLevels)
    .values({ name: `Level ${unique()}` })
    .returning();
  const [subject] = await db
    .insert(subjects)
    .values({ name: `Subject ${unique()}` })
    .returning();
  const [row] = await db
    .insert(courses)
    .values({
      name: `Course ${unique()}`,
      subjectId: subject!.id,
      academicLevelId: level!.id,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A topic of a course, to tag questions with. */
export async function makeTopic(db: Db, courseId: number, topicName = `Topic ${unique()}`) {
  const [row] = await db.insert(courseTaggings).values({ courseId, topicName }).returning();
  return row!;
}

/** A reading passage of a course, for questions to refer to. */
export async function makePassage(db: Db, courseId: number) {
  const [row] = await db
    .insert(passages)
    .values({ courseId, title: 'The river', text: 'A river runs to the sea.' })
    .returning();
  return row!;
}

/**
 * A course on sale: active monthly and yearly prices (pence, gbp by default), and the price ids
 * the test checkout sells them by (`price_kyu_<row>`; Stripe's own when `providerPriceId` is set).
 */
export async function priceCourse(
  db: Db,
  courseId: number,
  opts: { month?: number; year?: number | null; currency?: string; providerPrefix?: string } = {},
) {
  const { month = 999, year = 9990, currency = 'gbp', providerPrefix } = opts;
  const rows: { interval: 'month' | 'year'; amountCents: number }[] = [
    { interval: 'month', amountCents: month },
  ];
  if (year !== null) rows.push({ interval: 'year', amountCents: year });
  const made = await db
    .insert(coursePrices)
    .values(
      rows.map((row) => ({
        courseId,
        currency,
        ...row,
        providerPriceId: providerPrefix ? `${providerPrefix}_${row.interval}_${courseId}` : null,
      })),
    )
    .returning();
  const idOf = (row: (typeof made)[number]) => row.providerPriceId ?? `price_kyu_${row.id}`;
  const monthly = made.find((row) => row.interval === 'month')!;
  const yearly = made.find((row) => row.interval === 'year');
  return { monthly: idOf(monthly), yearly: yearly ? idOf(yearly) : null };
}
