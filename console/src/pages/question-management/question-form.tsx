import type { AdminQuestionDetail, QuestionInput } from '@kyu/core/contract';
import { DIFFICULTY_NAMES } from './labels';
import { KeyFields } from './key-fields';

type Edit = (change: Partial<QuestionInput>) => void;

const Markdown = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) => (
  <label className="kyu-field">
    {label}
    <textarea rows={4} value={value} onChange={(e) => onChange(e.target.value)} />
  </label>
);

/** Every field of a question: stem, key, explanation, method, marks, difficulty and topics. */
export const QuestionForm = ({
  input,
  topics,
  onEdit,
}: {
  input: QuestionInput;
  topics: AdminQuestionDetail['topics'];
  onEdit: Edit;
}) => (
  <>
    <Markdown
      label="Question (markdown)"
      value={input.text}
      onChange={(text) => onEdit({ text })}
    />
    <KeyFields input={input} onEdit={onEdit} />
    <Markdown
      label="Explanation"
      value={input.explanation}
      onChange={(explanation) => onEdit({ explanation })}
    />
    <Markdown
      label="Method"
      value={input.method_answer}
      onChange={(method_answer) => onEdit({ method_answer })}
    />
    <label className="kyu-field">
      Marks{' '}
      <input
        type="number"
        min={0}
        max={100}
        value={input.marks}
        onChange={(e) => onEdit({ marks: Number(e.target.value) })}
      />
    </label>
    {input.answer.kind === 'numeric' && (
      <label className="kyu-field">
        Unit{' '}
        <input
          value={input.unit ?? ''}
          onChange={(e) => onEdit({ unit: e.target.value || null })}
        />
      </label>
    )}
    <label className="kyu-field">
      Difficulty{' '}
      <select
        value={input.difficulty_level_id}
        onChange={(e) => onEdit({ difficulty_level_id: Number(e.target.value) })}
      >
        {[1, 2, 3].map((id) => (
          <option key={id} value={id}>
            {DIFFICULTY_NAMES[id]}
          </option>
        ))}
      </select>
    </label>
    <fieldset>
      <legend>Topics</legend>
      {topics.length === 0 && <p>The course has no topics.</p>}
      {topics.map((topic) => (
        <label key={topic.id}>
          <input
            type="checkbox"
            checked={input.course_tagging_ids.includes(topic.id)}
            onChange={(e) =>
              onEdit({
                course_tagging_ids: e.target.checked
                  ? [...input.course_tagging_ids, topic.id]
                  : input.course_tagging_ids.filter((id) => id !== topic.id),
              })
            }
          />
          {topic.topic_name}
        </label>
      ))}
    </fieldset>
  </>
);
