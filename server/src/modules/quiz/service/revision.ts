import { QuizType, type RevisionQuizBody } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { refused } from '../../../lib/problem';
import { unmasteredItems } from '../../progress/service';
import { quizSummary } from '../present';
import * as q from '../queries';

/**
 * `POST /quiz/revision`: a revision quiz of the student's unmastered mistakes, most missed first.
 * A quiz belongs to one course, so without `course_id` it takes the course of the item most in
 * need of revision, and that course's items only.
 */
export async function createRevisionQuiz(db: Db, userId: number, body: RevisionQuizBody) {
  const size = body.size ?? 10;
  let items = await unmasteredItems(db, userId, body.course_id, body.course_id ? size : 200);
  const courseId = body.course_id ?? items[0]?.courseId;
  items = items.filter((i) => i.courseId === courseId).slice(0, size);
  if (courseId === undefined || !items.length) {
    throw refused('You have no mistakes left to revise here.', 'nothing-to-revise');
  }
  const [row] = await q.insertQuizzes(db, [
    {
      title: 'Revision',
      courseId,
      quizTypeId: QuizType.revision,
      questionIds: items.map((i) => i.questionId),
      ownerId: userId,
    },
  ]);
  return quizSummary(row!, items.length);
}
