import type { ReferenceList } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { DIFFICULTY_NAMES, STATES, TYPE_NAMES } from './labels';

/** The list's filters as query parameters; an empty value filters nothing. */
export type Filters = Readonly<Record<string, string>>;

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
  <label>
    {label}{' '}
    <select
      value={filters[name] ?? ''}
      onChange={(e) => onChange({ ...filters, [name]: e.target.value })}
    >
      <option value="">Any</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  </label>
);

const named = (names: string[]) =>
  names.flatMap((name, id) => (name ? [[String(id), name] as const] : []));

const listed = (state: ReturnType<typeof useApiStore<ReferenceList>>['state']) =>
  state.status === 'ready' ? state.data.map((r) => [String(r.id), r.name] as const) : [];

/** Subject, level, type, difficulty, state and words of the text. */
export const QuestionFilters = (props: { filters: Filters; onChange: (next: Filters) => void }) => {
  const subjects = useApiStore<ReferenceList>('/subjects');
  const levels = useApiStore<ReferenceList>('/academic-levels');
  return (
    <fieldset className="kyu-filters">
      <legend>Filter questions</legend>
      <label>
        Text{' '}
        <input
          type="search"
          value={props.filters.q ?? ''}
          onChange={(e) => props.onChange({ ...props.filters, q: e.target.value })}
        />
      </label>
      <Choice {...props} name="subject_id" label="Subject" options={listed(subjects.state)} />
      <Choice {...props} name="academic_level_id" label="Level" options={listed(levels.state)} />
      <Choice {...props} name="question_type_id" label="Type" options={named(TYPE_NAMES)} />
      <Choice
        {...props}
        name="difficulty_level_id"
        label="Difficulty"
        options={named(DIFFICULTY_NAMES)}
      />
      <Choice {...props} name="state" label="State" options={STATES} />
    </fieldset>
  );
};
