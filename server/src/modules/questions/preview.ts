import type { MarkResult, PreviewMarkBody, QuestionInput } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/problem';
import type { ChatModel } from '../../providers/llm/types';
import {
  DEFAULT_SCORING_PROMPT,
  MarkingInputError,
  markAnswer,
  type MarkableQuestion,
} from '../marking';
import { promptInForce } from '../prompts/service';
import type { Viewer } from './access';
import { assertKeyFitsType } from './input';
import { visibleCourse } from './service';

type Part = NonNullable<QuestionInput['sub_questions']>[number];

/**
 * An unsaved question as marking reads it. It has no id yet, so 0 stands in; its parts are
 * numbered 1, 2, … by position, which is how a group's answer names them (core's quiz preview).
 */
const markable = (q: QuestionInput | Part, parts: Part[] = [], id = 0): MarkableQuestion => ({
  id,
  question_type_id: q.question_type_id,
  text: q.text,
  marks: q.marks,
  options: q.options,
  answer: q.answer,
  explanation: q.explanation,
  sub_questions: parts.map((p, i) => markable(p, [], i + 1)),
});

/**
 * `POST /questions/preview/mark`: how an answer would be marked, before the question is saved,
 * with the scoring prompt in force for the course's school (or the author's).
 */
export async function previewMark(
  deps: { db: Db; chatModel: ChatModel },
  viewer: Viewer,
  body: PreviewMarkBody,
  signal: AbortSignal,
): Promise<MarkResult> {
  assertKeyFitsType(body.question);
  const course = await visibleCourse(deps.db, viewer, body.question.course_id);
  const schoolId = course.schoolId ?? viewer.schoolId;
  const scoringPrompt = (await promptInForce(deps.db, '4', schoolId)) ?? DEFAULT_SCORING_PROMPT;
  try {
    const mark = await markAnswer(
      markable(body.question, body.question.sub_questions),
      body.value,
      {
        model: deps.chatModel,
        scoringPrompt,
        signal,
      },
    );
    return {
      marks_given: mark.marks_given,
      max_marks: mark.max_marks,
      is_full_marks: mark.is_full_marks,
      feedback: mark.feedback,
      needs_review: mark.needs_review,
    };
  } catch (error) {
    if (error instanceof MarkingInputError)
      throw badRequest(error.message, { value: [error.message] });
    throw error;
  }
}
