import { tables, type Db } from '@kyu/server/testing';
import { choiceQuestion, openQuestion, type QuestionContent } from '../data/questions';

const { questionTaggings, questions } = tables;

const columnsOf = (keyed: QuestionContent) => ({
  questionTypeId: keyed.question_type_id,
  text: keyed.text,
  options: keyed.options,
  marks: keyed.marks,
  answer: keyed.answer,
  explanation: keyed.explanation,
  methodAnswer: keyed.method_answer,
});

/**
 * A single choice question (see choiceQuestion: the capital of France, option 2) with a key,
 * explanation and method, overridable column by column; `topicIds` tags it.
 */
export async function makeQuestion(
  db: Db,
  courseId: number,
  overrides: Partial<typeof questions.$inferInsert> = {},
  topicIds: number[] = [],
) {
  const [row] = await db
    .insert(questions)
    .values({ courseId, ...columnsOf(choiceQuestion()), ...overrides })
    .returning();
  if (topicIds.length) {
    await db
      .insert(questionTaggings)
      .values(topicIds.map((courseTaggingId) => ({ questionId: row!.id, courseTaggingId })));
  }
  return row!;
}

/** An open answer marked against one rubric point (see openQuestion). */
export const makeOpenQuestion = (db: Db, courseId: number) =>
  makeQuestion(db, courseId, columnsOf(openQuestion()));
