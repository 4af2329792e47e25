import { useId } from 'react';
import { QuestionType } from '@kyu/core';
import type { QuestionOption } from '@kyu/core/contract';
import { questionLine } from '../worksheets/question-picker';
import { toggledChoice } from './preview-body';

type Part = {
  question_type_id: number;
  text: string;
  options: QuestionOption[];
  unit: string | null;
};

/**
 * The input a question type is answered with: radio buttons or check boxes named by their
 * option, a number (with its unit), a line, or a paragraph. Every input has a label.
 */
export const AnswerInput = ({
  part,
  value,
  onChange,
}: {
  part: Part;
  value: string;
  onChange: (next: string) => void;
}) => {
  const name = useId();
  const prompt = questionLine(part.text);
  const type = part.question_type_id;
  if (type === QuestionType.singleChoice || type === QuestionType.multipleChoice) {
    const single = type === QuestionType.singleChoice;
    const chosen = value.split(',');
    return (
      <fieldset>
        <legend>{`${prompt} (${single ? 'choose one' : 'choose any'})`}</legend>
        {part.options.map((option) => (
          <label key={option.order}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              checked={chosen.includes(String(option.order))}
              onChange={() => onChange(toggledChoice(value, option.order, single))}
            />
            {option.text}
          </label>
        ))}
      </fieldset>
    );
  }
  const label = `Answer to: ${prompt}${part.unit ? ` (in ${part.unit})` : ''}`;
  return (
    <label>
      {label}
      {type === QuestionType.openAnswer ? (
        <textarea rows={5} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          type="text"
          inputMode={type === QuestionType.numeric ? 'decimal' : 'text'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </label>
  );
};
