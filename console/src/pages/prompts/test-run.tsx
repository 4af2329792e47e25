import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
    <Card component="section" aria-label="Test run">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Test run
        </Typography>
        <TextField
          label="Sample input"
          multiline
          minRows={3}
          fullWidth
          value={sample}
          onChange={(e) => setSample(e.target.value)}
          sx={{ mb: 1 }}
        />
        <Button
          variant="outlined"
          disabled={invalid || !sample.trim() || run.status === 'running'}
          onClick={start}
        >
          {run.status === 'running' ? 'Running…' : 'Test run'}
        </Button>
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
      </CardContent>
    </Card>
  );
};
