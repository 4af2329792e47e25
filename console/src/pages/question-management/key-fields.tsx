import { useState } from 'react';
import { Confirm } from 'react-admin';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnswerKey, QuestionInput } from '@kyu/core/contract';

type Edit = (change: Partial<QuestionInput>) => void;

const lines = (text: string) => text.split('\n').filter((line) => line.trim());

const Group = ({ legend, children }: { legend: string; children: React.ReactNode }) => (
  <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
      {legend}
    </Typography>
    {children}
  </Stack>
);

const textOf = (text: string, order: number) => text.trim() || `option ${order}`;

/**
 * Options with their correct ticks: a radio for a single choice, checkboxes for multiple.
 * Removing an option asks first: its text is gone from the form, and a stray tap beside a field
 * on a phone must not take it.
 */
const ChoiceKey = ({ input, onEdit }: { input: QuestionInput; onEdit: Edit }) => {
  const correct = input.answer.kind === 'choice' ? input.answer.correct : [];
  const single = input.question_type_id === 1;
  const [removing, setRemoving] = useState<number | null>(null);
  const setCorrect = (order: number, on: boolean) => {
    const next = single ? [order] : on ? [...correct, order] : correct.filter((o) => o !== order);
    onEdit({ answer: { kind: 'choice', correct: next.sort((a, b) => a - b) } });
  };
  const remove = (order: number) =>
    onEdit({
      options: input.options.filter((o) => o.order !== order),
      answer: { kind: 'choice', correct: correct.filter((o) => o !== order) },
    });
  const nextOrder = Math.max(0, ...input.options.map((o) => o.order)) + 1;
  const Tick = single ? Radio : Checkbox;
  const index = input.options.findIndex((o) => o.order === removing);
  return (
    <Group legend="Options and correct answer">
      {input.options.map((option, i) => (
        <Stack key={option.order} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Tick
            name="correct"
            checked={correct.includes(option.order)}
            onChange={(e) => setCorrect(option.order, e.target.checked)}
            slotProps={{ input: { 'aria-label': `Option ${i + 1} is correct` } }}
          />
          <TextField
            size="small"
            fullWidth
            label={`Option ${i + 1}`}
            value={option.text}
            onChange={(e) =>
              onEdit({
                options: input.options.map((o) =>
                  o.order === option.order ? { ...o, text: e.target.value } : o,
                ),
              })
            }
          />
          <Button
            size="small"
            color="error"
            aria-label={`Remove option ${i + 1}`}
            onClick={() => setRemoving(option.order)}
          >
            Remove
          </Button>
        </Stack>
      ))}
      <div>
        <Button
          variant="outlined"
          size="small"
          disabled={nextOrder > 26}
          onClick={() => onEdit({ options: [...input.options, { order: nextOrder, text: '' }] })}
        >
          Add an option
        </Button>
      </div>
      <Confirm
        isOpen={removing !== null}
        title={`Remove option ${index + 1}?`}
        content={
          removing === null
            ? ''
            : `“${textOf(input.options[index]?.text ?? '', index + 1)}” leaves the question when you save.`
        }
        confirm="Remove"
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Group>
  );
};

const NumberField = ({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: number;
  min?: number;
  onChange: (value: number) => void;
}) => (
  <TextField
    size="small"
    type="number"
    label={label}
    value={value}
    onChange={(e) => onChange(Number(e.target.value))}
    slotProps={{ htmlInput: { min, step: 'any' } }}
    sx={{ maxWidth: 240 }}
  />
);

const NumericKey = ({
  answer,
  onEdit,
}: {
  answer: AnswerKey & { kind: 'numeric' };
  onEdit: Edit;
}) => (
  <Group legend="Answer">
    <NumberField
      label="Value"
      value={answer.value}
      onChange={(value) => onEdit({ answer: { ...answer, value } })}
    />
    <NumberField
      label="Tolerance"
      min={0}
      value={answer.tolerance}
      onChange={(tolerance) => onEdit({ answer: { ...answer, tolerance } })}
    />
  </Group>
);

const Tickbox = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) => (
  <FormControlLabel
    label={label}
    control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
  />
);

/**
 * The accepted answers as lines. The field keeps its own text: the key drops blank lines, and
 * showing the key back would take away the new line a user has just typed.
 */
const TextKey = ({ answer, onEdit }: { answer: AnswerKey & { kind: 'text' }; onEdit: Edit }) => {
  const [text, setText] = useState(() => answer.accepted.join('\n'));
  return (
    <Group legend="Answer">
      <TextField
        multiline
        minRows={2}
        fullWidth
        label="Accepted answers, one a line"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onEdit({ answer: { ...answer, accepted: lines(e.target.value) } });
        }}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Tickbox
          label="Case sensitive"
          checked={answer.case_sensitive}
          onChange={(case_sensitive) => onEdit({ answer: { ...answer, case_sensitive } })}
        />
        <Tickbox
          label="Ignore spacing"
          checked={answer.ignore_spacing}
          onChange={(ignore_spacing) => onEdit({ answer: { ...answer, ignore_spacing } })}
        />
      </Stack>
    </Group>
  );
};

/**
 * A rubric's points or a group's parts, as JSON: their shapes are nested lists, edited here as
 * text and checked by the server on save (a broken one is refused with the field it is in). A
 * group's parts run to a hundred lines, so the field scrolls inside itself past 24.
 */
const JsonKey = ({ input, onEdit }: { input: QuestionInput; onEdit: Edit }) => {
  const group = input.question_type_id === 6;
  const value = group ? (input.sub_questions ?? []) : input.answer;
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <TextField
      multiline
      minRows={8}
      maxRows={24}
      fullWidth
      label={group ? 'Parts (JSON)' : 'Rubric (JSON)'}
      value={text}
      error={error !== null}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
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
