/**
 * The tutor model. Two adapters share this interface: the offline tutor (the default: retrieval
 * plus templates, no network) and an OpenAI-compatible chat API (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL). Replies stream as text deltas; a failure throws, and the caller turns it into an
 * `error` event for the client.
 */
export interface ChatModel {
  /** Shown to users where it matters (the offline tutor says that it is one). */
  readonly name: string;
  readonly offline: boolean;
  /** Streams the reply; stops early when `signal` aborts (the client went away). */
  reply(request: ModelRequest, signal: AbortSignal): AsyncIterable<string>;
  /** A short title for a conversation, from its first question. */
  title(firstQuestion: string, signal: AbortSignal): Promise<string>;
}

export interface ModelRequest {
  /** The coach prompt in force for this school (from the prompts table). */
  system: string;
  /** The conversation so far, oldest first, ending with the student's new message. */
  turns: { role: 'user' | 'assistant'; content: string }[];
  /** Passages retrieved for the new message, best first. */
  passages: RetrievedPassage[];
  /** During a quiz or mock exam the coach never gives answers. */
  duringAssessment: boolean;
  /** The student's first name, when signed in. */
  studentName: string | null;
}

/**
 * A passage found by full-text search: a chunk of a school document, or a question of the bank
 * with its explanation and method (`documentId` null; it is no document to list as a source).
 */
export interface RetrievedPassage {
  documentId: number | null;
  title: string;
  content: string;
  rank: number;
  /** For a passage of the question bank: the practice question it explains, and its topic. */
  question?: string;
  topic?: string;
}

/**
 * Finds passages for a question in a school's coach documents (and Kyu's own, school null) and,
 * with `questionBank`, in the explanations of the questions its students practise on.
 */
export type Retriever = (query: {
  schoolId: number | null;
  text: string;
  limit: number;
  /** False during a quiz or mock exam, when explanations would give answers away. */
  questionBank?: boolean;
}) => Promise<RetrievedPassage[]>;

/** Speech synthesis: the offline SVOX Pico default, or an OpenAI-compatible speech endpoint. */
export interface SpeechSynthesizer {
  readonly mimeType: string;
  /** The adapter and voice (and format), such as `svox-pico/en-US`: part of the cache key. */
  readonly voice: string;
  synthesize(text: string, signal: AbortSignal): Promise<Buffer>;
  /** Ends the worker threads, if the synthesizer has any. */
  close?(): Promise<void>;
}
