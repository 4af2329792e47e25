import { QuestionType } from '@kyu/core/constants';
import type { StudentQuestion } from '@kyu/core/contract';
import { Markdown } from '../coach/markdown';
import { chosenOptions, groupParts, toggleOption, withPart } from '@kyu/core/quiz';

type Part = Omit<StudentQuestion, 'sub_questions'>;

/** Props shared by every answer input: the saved value and what to call with a new one. */
export interface AnswerInputProps {
  question: Part & { sub_questions?: Part[] };
  value: string | null;
  onValue: (value: string | null) => void;
  /** The id of the question's text, which names the input. */
  labelId: string;
  disabled?: boolean;
}

/** The input a question asks for: options, a number with its unit, a text, or each part's. */
export function AnswerInput(props: AnswerInputProps) {
  const { question, value, onValue, labelId, disabled } = props;
  const name = `kyu-q${question.id}`;
  switch (question.question_type_id) {
    case QuestionType.singleChoice:
    case QuestionType.multipleChoice: {
      const multiple = question.question_type_id === QuestionType.multipleChoice;
      const picked = chosenOptions(value);
      return (
        <div
          class="kyu-opts"
          role={multiple ? 'group' : 'radiogroup'}
          aria-labelledby={labelId}
          aria-describedby={multiple ? `${name}-hint` : undefined}
        >
          {multiple && (
            <p id={`${name}-hint`} class="kyu-meta">
              Choose every answer that applies.
            </p>
          )}
          {question.options.map((option) => (
            <label key={option.order} class="kyu-choice kyu-opt">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                checked={picked.includes(option.order)}
                disabled={disabled}
                onChange={() => onValue(toggleOption(value, option.order, multiple))}
              />
              {option.text}
            </label>
          ))}
        </div>
      );
    }
    case QuestionType.group: {
      const parts = groupParts(value);
      return (
        <div class="kyu-parts" role="group" aria-labelledby={labelId}>
          {(question.sub_questions ?? []).map((part, i) => (
            <div key={part.id} class="kyu-part">
              <div id={`${name}-p${part.id}`} class="kyu-qtext">
                <p class="kyu-meta">Part {i + 1}</p>
                <Markdown text={part.text} />
              </div>
              <AnswerInput
                question={part}
                value={parts[part.id] ?? null}
                onValue={(v) => onValue(withPart(value, part.id, v))}
                labelId={`${name}-p${part.id}`}
                disabled={disabled}
              />
            </div>
          ))}
        </div>
      );
    }
    default:
      return <TextAnswer {...props} name={name} />;
  }
}

/** A number with its unit, a short text, or an open answer's text area. */
function TextAnswer({
  question,
  value,
  onValue,
  labelId,
  disabled,
  name,
}: AnswerInputProps & { name: string }) {
  const common = {
    id: name,
    name,
    value: value ?? '',
    disabled,
    'aria-labelledby': `${labelId} ${name}-label`,
    onInput: (e: { currentTarget: { value: string } }) => onValue(e.currentTarget.value),
  };
  const label = (
    <span id={`${name}-label`} class="kyu-meta">
      Your answer
      {question.unit ? ` (${question.unit})` : ''}
    </span>
  );
  if (question.question_type_id === QuestionType.openAnswer)
    return (
      <div class="kyu-field">
        {label}
        <textarea {...common} rows={6} maxLength={20000} />
      </div>
    );
  const numeric = question.question_type_id === QuestionType.numeric;
  return (
    <div class="kyu-field">
      {label}
      <span class="kyu-unit">
        <input
          {...common}
          type="text"
          // Text, not number: the unit may be typed after the number ("12 cm").
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete="off"
          spellcheck={!numeric}
        />
        {question.unit && <span aria-hidden="true">{question.unit}</span>}
      </span>
    </div>
  );
}
