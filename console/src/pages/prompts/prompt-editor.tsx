import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, problemMessage } from '@kyu/core';
import { formatDateTime } from '@kyu/core/format';
import type { AdminPrompt } from '@kyu/core/contract';
import { promptProblems } from '@kyu/core/prompts';
import { TestRun } from './test-run';
import { VersionHistory } from './version-history';

interface Props {
  type: string;
  /** null for Kyu's default. */
  schoolId: number | null;
  /** The prompt of this type and school, or null when it has none of its own yet. */
  prompt: AdminPrompt | null;
  startFrom: string;
  onSaved: () => void;
}

/**
 * One prompt's text: checked as it is typed by the rules the server applies, saved only when
 * they pass (a school without its own prompt gets one), test-run on a sample, and its history.
 */
export const PromptEditor = ({ type, schoolId, prompt, startFrom, onSaved }: Props) => {
  const [text, setText] = useState(startFrom);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = promptProblems(type, text);
  const unchanged = prompt !== null && text === prompt.content;
  const save = () => {
    setSaving(true);
    setRefusal(null);
    const saved = prompt
      ? api.put(`/admin/prompts/${prompt.id}`, { content: text })
      : api.post('/admin/prompts', { prompt_type: type, school_id: schoolId, content: text });
    saved.then(onSaved, (e: unknown) => {
      setSaving(false);
      setRefusal(problemMessage(e));
    });
  };
  return (
    <>
      <Card component="section" aria-label="Prompt">
        <CardContent>
          <Typography sx={{ mb: 2 }}>
            {prompt
              ? `Last saved ${formatDateTime(prompt.updated_at)}.`
              : schoolId === null
                ? 'Kyu has no default of this type yet; saving adds it.'
                : "This school uses Kyu's default; saving adds the school's own."}
          </Typography>
          <TextField
            label="Prompt text"
            multiline
            minRows={8}
            fullWidth
            value={text}
            error={problems.length > 0}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { 'aria-describedby': 'prompt-problems' } }}
          />
          <ul id="prompt-problems" aria-label="Problems with the prompt">
            {problems.map((p) => (
              <li key={p}>{`The prompt ${p}.`}</li>
            ))}
          </ul>
          <Button
            variant="contained"
            disabled={saving || unchanged || problems.length > 0}
            onClick={save}
          >
            {saving ? 'Saving…' : 'Save'}
          </Button>
          {refusal && <p role="alert">{refusal}</p>}
        </CardContent>
      </Card>
      <TestRun type={type} content={text} invalid={problems.length > 0} />
      {prompt && <VersionHistory promptId={prompt.id} onRestored={onSaved} />}
    </>
  );
};
