import type { Config } from '../../config';
import { offlineTutor } from './offline-tutor';
import { openAiCompatible } from './openai-compatible';
import type { ChatModel } from './types';
import { offlineQuestionGenerator } from './offline-questions';
import { openAiQuestionGenerator } from './openai-questions';
import type { QuestionGenerator } from './question-types';

export type { ChatModel, Retriever } from './types';
export type { QuestionGenerator } from './question-types';

/** The tutor model: an OpenAI-compatible API when LLM_BASE_URL is set, else the offline tutor. */
export function createChatModel(config: Pick<Config, 'llm'>): ChatModel {
  const { baseUrl, apiKey, model, timeoutMs, stallTimeoutMs } = config.llm;
  if (!baseUrl || !model) return offlineTutor();
  return openAiCompatible({ baseUrl, apiKey, model, timeoutMs, stallTimeoutMs });
}

/** The worksheet generator: the OpenAI-compatible API when configured, else the offline one. */
export function createQuestionGenerator(config: Pick<Config, 'llm'>): QuestionGenerator {
  const { baseUrl, apiKey, model, timeoutMs } = config.llm;
  if (!baseUrl || !model) return offlineQuestionGenerator();
  return openAiQuestionGenerator({ baseUrl, apiKey, model, timeoutMs });
}
