import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminQuestionDetail, QuestionInput } from '@kyu/core/contract';
import { DIFFICULTY_NAMES } from './labels';
import { KeyFields } from './key-fields';

type Edit = (change: Partial<QuestionInput>) => void;
type Topic = AdminQuestionDetail['topics'][number];

const Markdown = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) => (
  <TextField
    multiline
    minRows={3}
    fullWidth
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
  />
);

/**
 * The course's topics found by name and shown as chips; the question keeps their ids in the
 * order they were chosen, as the checkboxes before did.
 */
const TopicsField = ({
  topics,
  chosen,
  onChange,
}: {
  topics: Topic[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) => (
  <Autocomplete
    multiple
    options={topics}
    value={chosen.flatMap((id) => topics.filter((t) => t.id === id))}
    getOptionLabel={(t) => t.topic_name}
    isOptionEqualToValue={(a, b) => a.id === b.id}
    onChange={(_, value) => onChange(value.map((t) => t.id))}
    noOptionsText="The course has no other topics."
    renderValue={(value, getItemProps) =>
      value.map((t, index) => (
        <Chip size="small" label={t.topic_name} {...getItemProps({ index })} key={t.id} />
      ))
    }
    renderInput={(params) => (
      <TextField
        {...params}
        label="Topics"
        helperText={topics.length === 0 ? 'The course has no topics.' : 'Type to find a topic.'}
      />
    )}
  />
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
  <Stack spacing={2.5}>
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
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <TextField
        size="small"
        type="number"
        label="Marks"
        value={input.marks}
        onChange={(e) => onEdit({ marks: Number(e.target.value) })}
        slotProps={{ htmlInput: { min: 0, max: 100 } }}
        sx={{ flex: '1 1 120px' }}
      />
      {input.answer.kind === 'numeric' && (
        <TextField
          size="small"
          label="Unit"
          value={input.unit ?? ''}
          onChange={(e) => onEdit({ unit: e.target.value || null })}
          sx={{ flex: '1 1 120px' }}
        />
      )}
      <TextField
        select
        size="small"
        label="Difficulty"
        value={input.difficulty_level_id}
        onChange={(e) => onEdit({ difficulty_level_id: Number(e.target.value) })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 160px' }}
      >
        {[1, 2, 3].map((id) => (
          <option key={id} value={id}>
            {DIFFICULTY_NAMES[id]}
          </option>
        ))}
      </TextField>
    </Stack>
    <TopicsField
      topics={topics}
      chosen={input.course_tagging_ids}
      onChange={(course_tagging_ids) => onEdit({ course_tagging_ids })}
    />
  </Stack>
);
