import type { ChatMessage, GenerateBody, Generated } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/problem';
import { nudgeText, sameKinds, subjectOf, type Random } from '../../nudges/service';
import { SURVEY_OPTIONS, findQuestion, isSurveyTrigger, questionsFor } from '../../surveys/service';
import type { Principal } from '../../sessions/service';
import { toChatMessage } from '../messages';
import * as q from '../queries';
import { studentOf, userThread } from './threads';

const RANGES = { tutor_prompt: 13, quiz_coaching: 18 } as const;

/**
 * `POST /chat/generate`: a nudge for a tutor prompt trigger or a quiz coaching moment, or the
 * survey questions of a survey trigger, saved in the student's current thread. The coach's own
 * messages never repeat: a kind already said about the same subject (the day; for quiz coaching,
 * the quiz that day), or a second greeting the same day, saves nothing and answers no messages.
 */
export async function generate(
  db: Db,
  principal: Principal,
  body: GenerateBody,
  random: Random,
  now: Date,
): Promise<Generated> {
  const { nudging_group: group, nudging_type: type } = body;
  if (type > RANGES[group]) {
    throw badRequest(`${group} kinds run from 1 to ${RANGES[group]}.`, {
      nudging_type: [`must be at most ${RANGES[group]} for ${group}`],
    });
  }
  const student = await studentOf(db, principal.userId);
  const common = { fromUser: false, nudgingGroup: group, nudgingType: type, createdAt: now };
  const messages =
    group === 'tutor_prompt' && isSurveyTrigger(type)
      ? questionsFor(type, random).map(({ survey, question }) => ({
          ...common,
          type: 'survey_question',
          text: question.text,
          surveyType: survey.type,
          surveyId: survey.id,
          surveyQuestionId: question.id,
        }))
      : [{ ...common, type: 'nudge', text: nudgeText(group, type, student.firstName, random) }];

  // Two tabs, or two instances, asking at once take turns, so only the first one saves; the
  // thread is found (or a first one opened) in turn too, so they never open two.
  const rows = await db.transaction(async (tx) => {
    await q.lockStudentNudges(tx, principal.userId);
    const sent = await q.nudgeAlreadySent(tx, {
      userId: principal.userId,
      group,
      kinds: sameKinds(group, type),
      subject: subjectOf(group),
      now,
      // A survey whose question still waits in the thread is not asked again.
      surveyIds: messages.flatMap((m) => ('surveyId' in m ? [m.surveyId] : [])),
    });
    if (sent) return [];
    const thread = await userThread(tx, principal);
    return q.insertMessages(
      tx,
      messages.map((m) => ({ ...m, threadId: thread.id })),
    );
  });
  return { messages: rows.map(toChatMessage) };
}

/**
 * `POST /chat/{id}/survey-response`: the student's answer to one survey question of their own,
 * once; the saved answer reads as the label they chose.
 */
export async function answerSurvey(
  db: Db,
  userId: number,
  messageId: number,
  value: number,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const question = await q.findUserMessage(tx, userId, messageId);
    const asked =
      question?.type === 'survey_question' &&
      findQuestion(question.surveyId, question.surveyQuestionId);
    if (!question || !asked) throw notFound('No such survey question.');
    await q.lockMessage(tx, question.id);
    if (await q.answeredAfter(tx, question))
      throw conflict('This survey question is already answered.');
    const label = SURVEY_OPTIONS.find((o) => o.value === value)!.label;
    const row = await q.insertMessage(tx, {
      threadId: question.threadId,
      fromUser: true,
      type: 'survey_response',
      text: label,
      surveyType: asked.survey.type,
      surveyId: asked.survey.id,
      surveyQuestionId: asked.question.id,
      responseValue: value,
    });
    return toChatMessage(row);
  });
}
