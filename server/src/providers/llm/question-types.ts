import type { AnswerKey } from '@kyu/core/contract';

/**
 * The worksheet generator's model: questions made from a teacher's documents. Two adapters
 * share this interface, as the tutor's do: an offline generator (the default: cloze and number
 * questions from the documents' own sentences, no network) and an OpenAI-compatible chat API.
 */
export interface QuestionGenerator {
  readonly name: string;
  /** `count` questions for the `index`-th worksheet of a request; a failure throws, saying why. */
  generate(request: GenerationRequest, signal: AbortSignal): Promise<GeneratedQuestion[]>;
}

export interface GenerationRequest {
  /** The curriculum and source documents' text, one after another. */
  text: string;
  count: number;
  /** Which worksheet of the request this is (0 first): later ones draw on other passages. */
  index: number;
  prompt?: string;
  purpose?: string;
  reference?: string;
}

/** A question as a generator makes it: short text or numeric, marked by its key, one mark. */
export interface GeneratedQuestion {
  questionTypeId: number;
  text: string;
  answer: AnswerKey;
  explanation: string;
}
