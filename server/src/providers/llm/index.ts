import type { Config } from '../../config';
import { offlineTutor } from './offline-tutor';
import { openAiCompatible } from './openai-compatible';
import type { ChatModel } from './types';

export type { ChatModel, Retriever } from './types';

/** The tutor model: an OpenAI-compatible API when LLM_BASE_URL is set, else the offline tutor. */
export function createChatModel(config: Pick<Config, 'llm'>): ChatModel {
  const { baseUrl, apiKey, model, timeoutMs, stallTimeoutMs } = config.llm;
  if (!baseUrl || !model) return offlineTutor();
  return openAiCompatible({ baseUrl, apiKey, model, timeoutMs, stallTimeoutMs });
}
