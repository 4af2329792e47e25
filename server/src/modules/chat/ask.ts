import type { Db } from '../../db/client';
import type { Principal } from '../sessions/service';
import type { ChatForm } from './attachments';
import { insertMessage } from './queries';
import { ASSESSMENT_GROUPS, forModel, newMessageOf, parseNudging, parseTurns } from './questions';
import type { Question } from './stream';
import { studentOf, userThread } from './threads';

/**
 * Checks a signed-in student's message and saves it in their thread, before anything streams,
 * so every refusal is an ordinary problem response.
 */
export async function askAsUser(
  db: Db,
  principal: Principal,
  form: ChatForm,
  threadId?: number,
): Promise<Question> {
  const text = newMessageOf(parseTurns(form.fields.messages), form.attachments);
  const nudging = parseNudging(form.fields);
  const [student, thread] = await Promise.all([
    studentOf(db, principal.userId),
    userThread(db, principal, threadId),
  ]);
  const saved = await insertMessage(db, {
    threadId: thread.id,
    fromUser: true,
    text,
    attachments: form.attachments.length
      ? form.attachments.map(({ name, type, size }) => ({ name, type, size }))
      : null,
    nudgingGroup: nudging.group,
    nudgingType: nudging.type,
  });
  return {
    thread,
    saved,
    schoolId: principal.schoolId,
    forModel: forModel(text, form.attachments),
    studentName: student.firstName.trim() || null,
    duringAssessment: nudging.group !== null && ASSESSMENT_GROUPS.has(nudging.group),
  };
}
