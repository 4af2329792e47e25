import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courseTaggings, courses, questionTaggings, questions, quizzes } from '../../db/schema';
import { fullTextMatch } from './full-text';

const parent = alias(questions, 'parent');

/**
 * Explanations and worked methods of the question bank, as the coach's offline tutor and model
 * read them, with the practice question and its topic: questions of Kyu's catalogue and the
 * school's own courses, best first, the same every-word-then-any-word search as the documents'.
 * Shaped as the documents' search is (documents/queries.ts runs the two as one statement).
 */
export function questionBankSelect(db: Db) {
  const { strict, matches, rank } = fullTextMatch(questions.tsv);
  // A question set in an exam or a shared assignment could be open in another tab: its
  // explanation would be its answer. One hashed set per search, not a lookup per question.
  const assessed = sql`(select (jsonb_array_elements_text(${quizzes.questionIds}))::int from ${quizzes}
    where ${quizzes.isActive} and (${quizzes.quizTypeId} in (1, 4) or ${quizzes.isShared}))`;
  // A part is tagged through the question it belongs to.
  const topic = sql<string | null>`(select string_agg(${courseTaggings.topicName}, ', ')
    from ${questionTaggings} join ${courseTaggings} on ${courseTaggings.id} = ${questionTaggings.courseTaggingId}
    where ${questionTaggings.questionId} = coalesce(${questions.parentQuestionId}, ${questions.id}))`;
  return db
    .select({
      documentId: sql<number | null>`null::int`,
      title: sql<string>`${courses.name} || ' question bank'`,
      content: questions.explanation,
      method: sql<string | null>`${questions.methodAnswer}`,
      // A part reads on from the question it belongs to ("What is the area of the L-shape?").
      question: sql<string | null>`concat_ws(E'\n\n', ${parent.text}, ${questions.text})`,
      topic,
      rank: rank.mapWith(Number),
      strict: sql<boolean>`${strict}`.mapWith(Boolean),
    })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .leftJoin(parent, eq(parent.id, questions.parentQuestionId))
    .where(
      and(
        matches,
        eq(questions.isEnabled, true),
        eq(questions.isApproved, true),
        isNull(questions.retiredAt),
        sql`${questions.explanation} <> ''`,
        or(isNull(courses.schoolId), eq(courses.schoolId, sql.placeholder('schoolId'))),
        sql`coalesce(${questions.parentQuestionId}, ${questions.id}) not in ${assessed}`,
      ),
    )
    .orderBy(desc(strict), desc(rank), asc(questions.id))
    .limit(sql.placeholder('limit'));
}
