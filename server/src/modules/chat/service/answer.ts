import type { PublicStreamBody } from '@kyu/core/contract';
import type { Principal } from '../../sessions/service';
import type { ChatForm } from '../attachments';
import { askAsUser } from './ask';
import type { CoachDeps, OpenStream } from './deps';
import { askInPublic } from './public';
import type { ChatSite } from './site-school';
import { streamAnswer } from './stream-answer';

/**
 * `POST /chat/stream`: a signed-in student's question. Its checks come first, so a refusal is an
 * ordinary problem response; the stream opens only once it passed them.
 */
export async function answerStudent(
  deps: CoachDeps,
  principal: Principal,
  form: ChatForm,
  threadId: number | undefined,
  open: OpenStream,
) {
  const question = await askAsUser(deps, principal, form, threadId);
  await streamAnswer(deps, open, question);
}

/** `POST /chat/public/stream/{sessionId}`: a visitor's question, checked first in the same way. */
export async function answerVisitor(
  deps: CoachDeps,
  sessionId: string,
  body: PublicStreamBody,
  asker: { ip: string } & Omit<ChatSite, 'school'>,
  open: OpenStream,
) {
  const question = await askInPublic(deps, sessionId, body, asker);
  await streamAnswer(deps, open, question);
}
