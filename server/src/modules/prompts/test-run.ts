import type { PromptTestReply, PromptTestRun } from '@kyu/core/contract';
import { badGateway, gatewayTimeout } from '../../lib/problem';
import { collectReply } from '../../providers/llm/collect';
import { ModelError } from '../../providers/llm/model-error';
import type { ChatModel } from '../../providers/llm/types';
import { refuseInvalid } from './validation';

/**
 * The most a test run waits for the whole reply. The model has its own timeouts (LLM_TIMEOUT_MS
 * and the stall one); this bounds a run whatever the model does, so an admin's page never hangs.
 */
export const TEST_RUN_LIMIT_MS = 60_000;

/**
 * Runs a draft prompt on a sample input with the configured model (the offline tutor when none
 * is), saving nothing: the draft is the system prompt and the sample the user's one message.
 * A draft that could not be saved is refused first; the model's failures are 502 or 504.
 */
export async function testRun(
  model: ChatModel,
  input: PromptTestRun,
  limitMs = TEST_RUN_LIMIT_MS,
): Promise<PromptTestReply> {
  refuseInvalid(input.prompt_type, input.content);
  const signal = AbortSignal.timeout(limitMs);
  const request = {
    system: input.content,
    turns: [{ role: 'user' as const, content: input.sample }],
    passages: [],
    duringAssessment: false,
    studentName: null,
  };
  try {
    const reply = await collectReply(model.reply(request, signal), signal);
    return { reply, model: model.name, offline: model.offline };
  } catch (error) {
    const slow = signal.aborted || (error instanceof ModelError && error.timedOut);
    const said = error instanceof ModelError ? error.detail : 'the model failed';
    if (slow) throw gatewayTimeout(`The model ${model.name} did not answer in time (${said}).`);
    throw badGateway(`The model ${model.name} could not answer the test run: ${said}.`);
  }
}
