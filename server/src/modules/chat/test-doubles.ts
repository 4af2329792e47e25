import type {
  ChatModel,
  ModelRequest,
  RetrievedPassage,
  Retriever,
} from '../../providers/llm/types';

/**
 * A tutor model for the chat tests: each reply follows the script the test set last (tokens,
 * then an error or a stall that lasts until the reply is aborted), and remembers what it was asked.
 */
export interface ScriptedModel extends ChatModel {
  script: { tokens: string[]; fail?: Error; stall?: boolean; ignoreAbort?: boolean };
  titleText: string;
  requests: ModelRequest[];
  /** Resolves with a reply's signal once its scripted tokens have all been sent. */
  tokensSent: Promise<AbortSignal>;
}

export function scriptedModel(): ScriptedModel {
  let markSent: (signal: AbortSignal) => void = () => undefined;
  const model: ScriptedModel = {
    name: 'scripted',
    offline: true,
    script: { tokens: ['Hello', ' there'] },
    titleText: 'A scripted title',
    requests: [],
    tokensSent: new Promise((resolve) => (markSent = resolve)),
    async *reply(request, signal) {
      model.requests.push(request);
      const script = model.script;
      for (const token of script.tokens) {
        yield token;
        await new Promise((resolve) => setImmediate(resolve));
      }
      markSent(signal);
      model.tokensSent = new Promise((resolve) => (markSent = resolve));
      if (script.fail) throw script.fail;
      if (script.stall) {
        await new Promise<never>((_, reject) => {
          if (script.ignoreAbort) return;
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        });
      }
    },
    async title(firstQuestion) {
      model.requests.push({
        system: 'title',
        turns: [{ role: 'user', content: firstQuestion }],
        passages: [],
        duringAssessment: false,
        studentName: null,
      });
      return model.titleText;
    },
  };
  return model;
}

/** A retriever with fixed passages that notes each query. */
export function fakeRetriever(passages: RetrievedPassage[] = []) {
  const queries: Parameters<Retriever>[0][] = [];
  const retrieve: Retriever = async (query) => {
    queries.push(query);
    return passages;
  };
  return Object.assign(retrieve, { queries, passages });
}
