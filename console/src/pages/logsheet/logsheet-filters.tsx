import type { AdminSchool } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import type { LogsheetFilters } from './logsheet-query';

/** Every school, by name; a school admin's list holds their own school only. */
export const SCHOOLS = '/admin/schools?sort=["school_name","ASC"]&range=[0,999]';

/** The logsheet's filters: every input labelled, each change applied at once. */
export const LogsheetFilterBar = ({
  filters,
  onChange,
}: {
  filters: LogsheetFilters;
  onChange: (filters: LogsheetFilters) => void;
}) => {
  const { state } = useApiStore<AdminSchool[]>(SCHOOLS);
  const schools = state.status === 'ready' ? state.data : [];
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
      <label>
        School
        <select {...field('schoolId')}>
          <option value="">All schools</option>
          {schools.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.school_name}
            </option>
          ))}
        </select>
      </label>
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
