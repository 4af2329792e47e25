import { problemMessage } from '@kyu/core/api';
import type { Evaluation } from '@kyu/core/contract';
import {
  PREVIEW_ID,
  markPreview,
  previewEvaluation,
  previewStudentQuestion,
  type PreviewQuestion,
} from '@kyu/core/quiz';
import { useState } from 'preact/hooks';
import { Frame } from '../shared';
import { QuestionView } from './question-view';
import { QUIZ_CSS } from './styles';

/**
 * One question that is not (or not yet as shown) saved, as a student would see it, with a Check
 * that marks the answer on the server's preview marker. Staff only: the key is in `preview`.
 * The element mounts a new one for each preview it is given: an edit's old answer and mark no
 * longer apply.
 */
export function QuizPreview({ preview }: { preview: PreviewQuestion }) {
  const [value, setValue] = useState<string | null>(null);
  const [evaluation, setEvaluation] = useState<Evaluation | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const question = previewStudentQuestion(preview);
  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      setEvaluation(previewEvaluation(preview, value, await markPreview(preview, value)));
    } catch (e) {
      setError(problemMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const passage = preview.passage
    ? { id: PREVIEW_ID, ...preview.passage, question_ids: [question.id] }
    : undefined;
  return (
    <Frame css={QUIZ_CSS} class="kyu-quiz">
      <QuestionView
        question={question}
        number={1}
        passage={passage}
        value={value}
        evaluation={evaluation}
        explanation={undefined}
        busy={busy}
        readOnly={false}
        canCheck
        submitting={busy}
        onAnswer={(next) => {
          setValue(next);
          setEvaluation(undefined);
        }}
        onCheck={check}
        reportable={false}
      />
      {error && (
        <p class="kyu-alert" role="alert">
          {error}
        </p>
      )}
    </Frame>
  );
}
