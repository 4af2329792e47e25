import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../lib/problem';
import { answerCorpus } from '../marking/answer-corpus';
import { checkAnswer } from './answer-check';

describe('quiz: the answer check', () => {
  it('takes or refuses every text of the corpus as it did before the answer codec', async () => {
    const results = answerCorpus.flatMap(({ name, question, texts }) =>
      texts.map((text) => {
        try {
          checkAnswer(question, text);
          return { question: name, text, taken: true };
        } catch (error) {
          if (!(error instanceof HttpProblem)) throw error;
          return {
            question: name,
            text,
            refused: [error.status, error.detail, error.extra.errors],
          };
        }
      }),
    );
    await expect(`${JSON.stringify(results, null, 1)}\n`).toMatchFileSnapshot(
      './answer-check.corpus.snap',
    );
  });
});
