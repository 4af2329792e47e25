import type { Evaluation, Passage, StudentQuestion } from '@kyu/core/contract';
import { isAnswered } from '@kyu/core/quiz';
import type { Ref } from 'preact';
import { Markdown } from '../coach/markdown';
import { AnswerInput } from './answer-input';
import { Marks } from './marks';
import { QuestionAudio } from './question-audio';
import { ReportQuestion } from './report-dialog';

/** One question: its passage beside it, its text, images and input, then its marks. */
export function QuestionView({
  question,
  number,
  passage,
  value,
  evaluation,
  explanation,
  busy,
  readOnly,
  canCheck,
  submitting,
  headingRef,
  onAnswer,
  onCheck,
  reportable = true,
}: {
  question: StudentQuestion;
  /** 1-based, as the student counts. */
  number: number;
  passage: Passage | undefined;
  value: string | null;
  evaluation: Evaluation | undefined;
  explanation: string | undefined;
  busy: boolean;
  readOnly: boolean;
  /** Practice: a Check button marks this question now. */
  canCheck: boolean;
  /** True while a check or the finish is being marked: one submission at a time. */
  submitting: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onAnswer: (value: string | null) => void;
  /** Practice: marks this question now (its quiz's `checkQuestion`). */
  onCheck: (questionId: number) => Promise<void>;
  /** False in a preview: an unsaved question cannot be reported. */
  reportable?: boolean;
}) {
  const marked = evaluation?.marks_given != null;
  const textId = `kyu-q${question.id}-text`;
  return (
    <div class={passage ? 'kyu-with-passage' : undefined}>
      {passage && (
        // A long passage scrolls on its own: tabIndex lets a keyboard reach and scroll it.
        <aside class="kyu-passage" aria-labelledby={`kyu-passage-${passage.id}`} tabIndex={0}>
          <h3 id={`kyu-passage-${passage.id}`}>{passage.title}</h3>
          <Markdown text={passage.text} />
        </aside>
      )}
      <article class="kyu-question" aria-labelledby={`kyu-q${question.id}-h`} aria-busy={busy}>
        <h3 id={`kyu-q${question.id}-h`} ref={headingRef} tabIndex={-1}>
          Question {number}
          <span class="kyu-meta">
            {' '}
            · {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
          </span>
        </h3>
        <div id={textId} class="kyu-qtext">
          <Markdown text={question.text} />
        </div>
        <QuestionAudio question={question} />
        {question.question_images.map((image, i) => (
          <img
            key={image.url}
            class="kyu-img"
            src={image.url}
            alt={`Picture ${i + 1} of question ${number}`}
          />
        ))}
        <AnswerInput
          question={question}
          value={value}
          onValue={onAnswer}
          labelId={textId}
          disabled={readOnly || busy || marked}
        />
        {canCheck && !marked && (
          <div class="kyu-row">
            <button
              type="button"
              class="kyu-primary"
              disabled={!isAnswered(question, value) || submitting}
              onClick={() => void onCheck(question.id)}
            >
              Check
            </button>
          </div>
        )}
        <div aria-live="polite">
          <Marks evaluation={evaluation} explanation={explanation} busy={busy} />
        </div>
        {reportable && <ReportQuestion key={question.id} questionId={question.id} />}
      </article>
    </div>
  );
}
