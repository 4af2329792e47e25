import { FilterDate, FilterSelect, FilterText } from '../filter-field';
import { SchoolSelect } from '../school-select';
import type { LogsheetFilters } from './logsheet-query';

// What an admin looks for, in words; each is the part of the recorded action it matches.
const WHAT: readonly [string, string][] = [
  ['', 'Anything'],
  ['sign-in', 'Sign-ins'],
  ['sign-in failed', 'Refused sign-ins'],
  ['/admin/schools', 'Schools'],
  ['/admin/users', 'Users'],
  ['/admin/courses', 'Courses'],
  ['class', 'Classes'],
  ['/lessons', 'Lessons'],
  ['/worksheets', 'Worksheets'],
  ['questions', 'Questions'],
  ['/documents', 'Documents'],
  ['/admin/prompts', 'Prompts'],
];

/** The logsheet's filters: every input labelled, each change applied at once. */
export const LogsheetFilterBar = ({
  filters,
  onChange,
}: {
  filters: LogsheetFilters;
  onChange: (filters: LogsheetFilters) => void;
}) => {
  const field = (name: keyof LogsheetFilters) => ({
    value: filters[name],
    onChange: (e: { target: { value: string } }) =>
      onChange({ ...filters, [name]: e.target.value }),
  });
  return (
    <div className="kyu-filters" role="search" aria-label="Filter the logsheet">
      <FilterText label="Person" type="search" placeholder="Name or e-mail" {...field('person')} />
      <SchoolSelect {...field('schoolId')} />
      <FilterSelect label="What happened" {...field('action')}>
        {WHAT.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
      <FilterDate label="From" {...field('from')} />
      <FilterDate label="To" {...field('to')} />
    </div>
  );
};
