import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
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
    <div className="kyu-question-editor">
      <form
        aria-label={`Edit question ${question.id}`}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <p>
          {`${TYPE_NAMES[question.question_type_id]} · ${detail.course.name} `}
          <StateChips row={question} />
        </p>
        {detail.passage && <p>{`Reads from the passage “${detail.passage.title}”.`}</p>}
        <QuestionForm
          input={input}
          topics={detail.topics}
          onEdit={(change) => setInput((current) => ({ ...current, ...change }))}
        />
        <button type="submit" disabled={saved.status === 'saving'}>
          Save
        </button>
        {saved.status === 'saved' && <p role="status">Saved.</p>}
        {saved.status === 'refused' && (
          <div role="alert">
            {saved.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </form>
      <StateButtons ids={[question.id]} what={`question ${question.id}`} onDone={onChanged} />
      <WidgetPreview preview={preview} />
    </div>
  );
};

/** `/question-management/{id}`: one question's edit form beside its preview in `<kyu-quiz>`. */
export const QuestionEditPage = () => {
  const { id = '' } = useParams();
  const { state, reload } = useApiStore<AdminQuestionDetail>(`/admin/questions/${id}`);
  return (
    <div>
      <Title title={`Question ${id}`} />
      <Link to="/question-management">Back to the questions</Link>
      {state.status === 'loading' && <p role="status">Loading the question…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <QuestionEditor key={state.data.question.id} detail={state.data} onChanged={reload} />
      )}
    </div>
  );
};
