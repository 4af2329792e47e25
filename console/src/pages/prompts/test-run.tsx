import { useState } from 'react';
import { api, problemMessage } from '@kyu/core';
import type { PromptTestReply } from '@kyu/core/contract';

type Run =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; reply: PromptTestReply }
  | { status: 'failed'; message: string };

/** Runs the draft on a sample input with the server's model; nothing is saved. */
export const TestRun = ({
  type,
  content,
  invalid,
}: {
  type: string;
  content: string;
  invalid: boolean;
}) => {
  const [sample, setSample] = useState('');
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const start = () => {
    setRun({ status: 'running' });
    api
      .post<PromptTestReply>('/admin/prompts/test-run', { prompt_type: type, content, sample })
      .then(
        (reply) => setRun({ status: 'done', reply }),
        (e: unknown) => setRun({ status: 'failed', message: problemMessage(e) }),
      );
  };
  return (
    <section aria-label="Test run">
      <label>
        Sample input
        <textarea rows={3} cols={90} value={sample} onChange={(e) => setSample(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={invalid || !sample.trim() || run.status === 'running'}
        onClick={start}
      >
        {run.status === 'running' ? 'Running…' : 'Test run'}
      </button>
      {run.status === 'done' && (
        <figure role="status" aria-label="Model reply">
          <figcaption>
            {run.reply.offline
              ? 'Reply from the offline tutor (no model is configured)'
              : `Reply from ${run.reply.model}`}
          </figcaption>
          <p>{run.reply.reply}</p>
        </figure>
      )}
      {run.status === 'failed' && <p role="alert">{run.message}</p>}
    </section>
  );
};
