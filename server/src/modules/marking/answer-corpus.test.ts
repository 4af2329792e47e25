import { describe, expect, it } from 'vitest';
import { offlineTutor } from '../../providers/llm/offline-tutor';
import { answerCorpus } from './answer-corpus';
import { DEFAULT_SCORING_PROMPT, markAnswer } from './index';

const deps = {
  model: offlineTutor(),
  scoringPrompt: DEFAULT_SCORING_PROMPT,
  signal: new AbortController().signal,
};

describe('marking: stored answer texts', () => {
  it('marks every text of the corpus, or refuses it, as it did before the answer codec', async () => {
    const results = [];
    for (const { name, question, texts } of answerCorpus) {
      for (const text of texts) {
        try {
          const marked = await markAnswer(question, text, deps);
          results.push({ question: name, text, marked });
        } catch (error) {
          const { name: kind, message } = error as Error;
          results.push({ question: name, text, refused: `${kind}: ${message}` });
        }
      }
    }
    await expect(`${JSON.stringify(results, null, 1)}\n`).toMatchFileSnapshot(
      './answer-corpus.marks.snap',
    );
  });
});
