import type { AnswerKey, MarkResult, QuestionOption } from '@kyu/core/contract';
import type { ChatModel } from '../../providers/llm/types';

/** What marking needs of a question: its kind, marks, options and key (parts for a group). */
export interface MarkableQuestion {
  id: number;
  question_type_id: number;
  text: string;
  marks: number;
  options: QuestionOption[];
  answer: AnswerKey;
  explanation: string;
  sub_questions: MarkableQuestion[];
}

/** A mark with the marker's reasoning (test-submit streams it as `scoring_rationale`). */
export interface MarkOutcome extends MarkResult {
  rationale: string;
}

/** What marking an open answer may use: the model (offline or OpenAI-compatible) and the scoring prompt. */
export interface MarkingDeps {
  model: ChatModel;
  /** The scoring prompt in force (prompt type 4), school override first. */
  scoringPrompt: string;
  signal: AbortSignal;
  /** How long the model may take over one answer, retry included, before the offline estimate stands in. */
  timeoutMs?: number;
}
