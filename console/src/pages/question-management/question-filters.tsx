import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminCourse, CourseTaggingCount, ReferenceList } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { DIFFICULTY_NAMES, STATES, TYPE_NAMES } from './labels';

/** The list's filters as query parameters; an empty value filters nothing. */
export type Filters = Readonly<Record<string, string>>;

// Native selects inside Material UI's labelled fields: one tap on a phone, one key on a desktop.
const Choice = ({
  name,
  label,
  options,
  filters,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  filters: Filters;
  onChange: (next: Filters) => void;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={filters[name] ?? ''}
    onChange={(e) => onChange({ ...filters, [name]: e.target.value })}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    sx={{ minWidth: 150, flex: '1 1 150px' }}
  >
    <option value="">Any</option>
    {options.map(([value, text]) => (
      <option key={value} value={value}>
        {text}
      </option>
    ))}
  </TextField>
);

const named = (names: string[]) =>
  names.flatMap((name, id) => (name ? [[String(id), name] as const] : []));

const listed = (state: ReturnType<typeof useApiStore<ReferenceList>>['state']) =>
  state.status === 'ready' ? state.data.map((r) => [String(r.id), r.name] as const) : [];

/** A course's topics, once a course is chosen. */
const TopicChoice = (props: {
  courseId: string;
  filters: Filters;
  onChange: (next: Filters) => void;
}) => {
  const topics = useApiStore<CourseTaggingCount[]>(`/questions/course-taggings/${props.courseId}`);
  const options =
    topics.state.status === 'ready'
      ? topics.state.data.map((t) => [String(t.id), t.topic_name] as const)
      : [];
  return <Choice {...props} name="course_tagging_id" label="Topic" options={options} />;
};

/** Subject, level, course and topic, type, difficulty, state and words of the text. */
export const QuestionFilters = (props: { filters: Filters; onChange: (next: Filters) => void }) => {
  const subjects = useApiStore<ReferenceList>('/subjects');
  const levels = useApiStore<ReferenceList>('/academic-levels');
  const courses = useApiStore<AdminCourse[]>('/admin/courses?range=[0,499]');
  const courseId = props.filters.course_id ?? '';
  return (
    <Stack
      component="fieldset"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <legend className="kyu-visually-hidden">Filter questions</legend>
      <TextField
        type="search"
        size="small"
        label="Text"
        value={props.filters.q ?? ''}
        onChange={(e) => props.onChange({ ...props.filters, q: e.target.value })}
        sx={{ minWidth: 150, flex: '2 1 200px' }}
      />
      <Choice {...props} name="subject_id" label="Subject" options={listed(subjects.state)} />
      <Choice {...props} name="academic_level_id" label="Level" options={listed(levels.state)} />
      <Choice
        {...props}
        onChange={(next) => props.onChange({ ...next, course_tagging_id: '' })}
        name="course_id"
        label="Course"
        options={
          courses.state.status === 'ready'
            ? courses.state.data.map((c) => [String(c.id), c.name] as const)
            : []
        }
      />
      {courseId && <TopicChoice {...props} courseId={courseId} />}
      <Choice {...props} name="question_type_id" label="Type" options={named(TYPE_NAMES)} />
      <Choice
        {...props}
        name="difficulty_level_id"
        label="Difficulty"
        options={named(DIFFICULTY_NAMES)}
      />
      <Choice {...props} name="state" label="State" options={STATES} />
    </Stack>
  );
};
