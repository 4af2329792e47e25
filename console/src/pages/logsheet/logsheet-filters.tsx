import { SchoolSelect } from '../../resources/schools/school-select';
import type { LogsheetFilters } from './logsheet-query';

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
    <div className="kyu-toolbar" role="search" aria-label="Filter the logsheet">
      <label>
        Person
        <input type="search" placeholder="Name or e-mail" {...field('person')} />
      </label>
      <SchoolSelect
        value={filters.schoolId}
        onChange={(schoolId) => onChange({ ...filters, schoolId })}
        none="All schools"
      />
      <label>
        Action
        <input type="search" list="logsheet-actions" {...field('action')} />
        <datalist id="logsheet-actions">
          <option value="sign-in" />
          <option value="sign-in failed" />
          <option value="/admin/schools" />
          <option value="/admin/users" />
          <option value="/teachers/class" />
        </datalist>
      </label>
      <label>
        From
        <input type="date" {...field('from')} />
      </label>
      <label>
        To
        <input type="date" {...field('to')} />
      </label>
    </div>
  );
};
