import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, api, problemMessage } from '@kyu/core';
import type { AdminQuestionDetail, QuestionInput } from '@kyu/core/contract';
import { problemFieldErrors } from '../../http/problem';
import { useApiStore } from '../../http/use-api-store';
import { previewBody } from '../question-checker/preview-body';
import { TYPE_NAMES } from './labels';
import { QuestionForm } from './question-form';
import { StateButtons } from './state-buttons';
import { StateChips } from './state-chips';
import { WidgetPreview } from './widget-preview';

type Saved = { status: 'idle' | 'saving' | 'saved' } | { status: 'refused'; lines: string[] };

const refusal = (error: unknown): string[] => {
  if (!(error instanceof ApiError)) return [problemMessage(error)];
  const fields = Object.entries(problemFieldErrors(error.problem));
  return [problemMessage(error), ...fields.map(([field, text]) => `${field}: ${text}`)];
};

/** The form, the state buttons and the live preview of one loaded question. */
const QuestionEditor = ({
  detail,
  onChanged,
}: {
  detail: AdminQuestionDetail;
  onChanged: () => void;
}) => {
  const { question } = detail;
  const [input, setInput] = useState<QuestionInput>(() => previewBody(question, {}).question);
  const [saved, setSaved] = useState<Saved>({ status: 'idle' });
  const preview = useMemo(
    () => ({
      question: input,
      images: question.question_images,
      passage: detail.passage,
      audio_url: question.audio_url,
    }),
    [input, detail],
  );
  const save = () => {
    setSaved({ status: 'saving' });
    api.put(`/admin/questions/${question.id}`, input).then(
      () => setSaved({ status: 'saved' }),
      (e: unknown) => setSaved({ status: 'refused', lines: refusal(e) }),
    );
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Card>
        <CardContent
          component="form"
          aria-label={`Edit question ${question.id}`}
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            save();
          }}
        >
          <Stack spacing={2}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Typography>{`${TYPE_NAMES[question.question_type_id]} · ${detail.course.name}`}</Typography>
              <StateChips row={question} />
            </Stack>
            {detail.passage && (
              <Typography>{`Reads from the passage “${detail.passage.title}”.`}</Typography>
            )}
            <QuestionForm
              input={input}
              topics={detail.topics}
              onEdit={(change) => setInput((current) => ({ ...current, ...change }))}
            />
            <div>
              <Button type="submit" variant="contained" disabled={saved.status === 'saving'}>
                Save
              </Button>
            </div>
            {saved.status === 'saved' && (
              <Alert severity="success" role="status">
                Saved.
              </Alert>
            )}
            {saved.status === 'refused' && (
              <Alert severity="error" role="alert">
                {saved.lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Card>
          <CardContent>
            <StateButtons ids={[question.id]} what={`question ${question.id}`} onDone={onChanged} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <WidgetPreview preview={preview} />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
};

/** `/question-management/{id}`: one question's edit form beside its preview in `<kyu-quiz>`. */
export const QuestionEditPage = () => {
  const { id = '' } = useParams();
  const { state, reload } = useApiStore<AdminQuestionDetail>(`/admin/questions/${id}`);
  return (
    <div className="kyu-page">
      <Title title={`Question ${id}`} />
      <div>
        <Button component={Link} to="/question-management">
          Back to the questions
        </Button>
      </div>
      {state.status === 'loading' && <p role="status">Loading the question…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <QuestionEditor key={state.data.question.id} detail={state.data} onChanged={reload} />
      )}
    </div>
  );
};
