import type { Principal } from '../../sessions/service';
import type { ChatForm } from '../attachments';
import {
  HISTORY_MESSAGES,
  startGrounding,
  startInThread,
  turnsOf,
  type Question,
} from './question';
import { ASSESSMENT_GROUPS, forModel, newMessageOf, parseNudging, parseTurns } from '../questions';
import type { CoachDeps } from './deps';
import { studentInThread } from './threads';

/**
 * Checks a signed-in student's message, then starts saving it in their thread. Every refusal
 * comes before anything streams, so it is an ordinary problem response; the passages are
 * retrieved meanwhile, since the student's school is known from the start.
 */
export async function askAsUser(
  deps: Pick<CoachDeps, 'db' | 'retrieve' | 'coachPrompt'>,
  principal: Principal,
  form: ChatForm,
  threadId?: number,
): Promise<Question> {
  const { db } = deps;
  const text = newMessageOf(parseTurns(form.fields.messages), form.attachments);
  const nudging = parseNudging(form.fields);
  const duringAssessment = nudging.group !== null && ASSESSMENT_GROUPS.has(nudging.group);
  const grounding = startGrounding(deps, principal.schoolId, text, !duringAssessment);
  const student = await studentInThread(db, principal, threadId, HISTORY_MESSAGES);
  return {
    ...startInThread(
      db,
      student.thread,
      {
        text,
        attachments: form.attachments.length
          ? form.attachments.map(({ name, type, size }) => ({ name, type, size }))
          : null,
        nudgingGroup: nudging.group,
        nudgingType: nudging.type,
      },
      turnsOf(student.conversation),
    ),
    grounding,
    forModel: forModel(text, form.attachments),
    studentName: student.firstName.trim() || null,
    duringAssessment,
  };
}
