import { useState } from 'react';
import type { AnswerKey, QuestionInput } from '@kyu/core/contract';

type Edit = (change: Partial<QuestionInput>) => void;

const lines = (text: string) => text.split('\n').filter((line) => line.trim());

/** Options with their correct ticks: a radio for a single choice, checkboxes for multiple. */
const ChoiceKey = ({ input, onEdit }: { input: QuestionInput; onEdit: Edit }) => {
  const correct = input.answer.kind === 'choice' ? input.answer.correct : [];
  const single = input.question_type_id === 1;
  const setCorrect = (order: number, on: boolean) => {
    const next = single ? [order] : on ? [...correct, order] : correct.filter((o) => o !== order);
    onEdit({ answer: { kind: 'choice', correct: next.sort((a, b) => a - b) } });
  };
  const nextOrder = Math.max(0, ...input.options.map((o) => o.order)) + 1;
  return (
    <fieldset>
      <legend>Options and correct answer</legend>
      {input.options.map((option, i) => (
        <div key={option.order}>
          <input
            type={single ? 'radio' : 'checkbox'}
            name="correct"
            aria-label={`Option ${i + 1} is correct`}
            checked={correct.includes(option.order)}
            onChange={(e) => setCorrect(option.order, e.target.checked)}
          />
          <input
            aria-label={`Option ${i + 1}`}
            value={option.text}
            onChange={(e) =>
              onEdit({
                options: input.options.map((o) =>
                  o.order === option.order ? { ...o, text: e.target.value } : o,
                ),
              })
            }
          />
          <button
            type="button"
            aria-label={`Remove option ${i + 1}`}
            onClick={() =>
              onEdit({
                options: input.options.filter((o) => o.order !== option.order),
                answer: { kind: 'choice', correct: correct.filter((o) => o !== option.order) },
              })
            }
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        disabled={nextOrder > 26}
        onClick={() => onEdit({ options: [...input.options, { order: nextOrder, text: '' }] })}
      >
        Add an option
      </button>
    </fieldset>
  );
};

const NumericKey = ({
  answer,
  onEdit,
}: {
  answer: AnswerKey & { kind: 'numeric' };
  onEdit: Edit;
}) => (
  <fieldset>
    <legend>Answer</legend>
    <label>
      Value{' '}
      <input
        type="number"
        value={answer.value}
        onChange={(e) => onEdit({ answer: { ...answer, value: Number(e.target.value) } })}
      />
    </label>
    <label>
      Tolerance{' '}
      <input
        type="number"
        min={0}
        value={answer.tolerance}
        onChange={(e) => onEdit({ answer: { ...answer, tolerance: Number(e.target.value) } })}
      />
    </label>
  </fieldset>
);

const TextKey = ({ answer, onEdit }: { answer: AnswerKey & { kind: 'text' }; onEdit: Edit }) => (
  <fieldset>
    <legend>Answer</legend>
    <label>
      Accepted answers, one a line
      <textarea
        value={answer.accepted.join('\n')}
        onChange={(e) => onEdit({ answer: { ...answer, accepted: lines(e.target.value) } })}
      />
    </label>
    <label>
      <input
        type="checkbox"
        checked={answer.case_sensitive}
        onChange={(e) => onEdit({ answer: { ...answer, case_sensitive: e.target.checked } })}
      />
      Case sensitive
    </label>
    <label>
      <input
        type="checkbox"
        checked={answer.ignore_spacing}
        onChange={(e) => onEdit({ answer: { ...answer, ignore_spacing: e.target.checked } })}
      />
      Ignore spacing
    </label>
  </fieldset>
);

/**
 * A rubric's points or a group's parts, as JSON: their shapes are nested lists, edited here as
 * text and checked by the server on save (a broken one is refused with the field it is in).
 */
const JsonKey = ({ input, onEdit }: { input: QuestionInput; onEdit: Edit }) => {
  const group = input.question_type_id === 6;
  const value = group ? (input.sub_questions ?? []) : input.answer;
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <label>
      {group ? 'Parts (JSON)' : 'Rubric (JSON)'}
      <textarea
        rows={12}
        value={text}
        aria-invalid={error !== null}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            setError(null);
            onEdit(
              group
                ? { sub_questions: parsed as QuestionInput['sub_questions'] }
                : { answer: parsed as AnswerKey },
            );
          } catch {
            setError('Not valid JSON yet.');
          }
        }}
      />
      {error && <span role="alert">{error}</span>}
    </label>
  );
};

/** The answer key's fields for the question's type. */
export const KeyFields = ({ input, onEdit }: { input: QuestionInput; onEdit: Edit }) => {
  const { answer } = input;
  if (answer.kind === 'choice') return <ChoiceKey input={input} onEdit={onEdit} />;
  if (answer.kind === 'numeric') return <NumericKey answer={answer} onEdit={onEdit} />;
  if (answer.kind === 'text') return <TextKey answer={answer} onEdit={onEdit} />;
  return <JsonKey input={input} onEdit={onEdit} />;
};
