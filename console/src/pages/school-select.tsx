import type { AdminSchool } from '@kyu/core/contract';
import { useApiStore } from '../http/use-api-store';
import { FilterSelect } from './filter-field';

// A school admin's list holds their own school only, so their choice is that one.
const SCHOOLS = '/admin/schools?sort=["school_name","ASC"]&range=[0,999]';

/** Each school's name by its id, for pages whose records name a school by id only. */
export function useSchoolNames(): ReadonlyMap<number, string> {
  const { state } = useApiStore<AdminSchool[]>(SCHOOLS);
  const schools = state.status === 'ready' ? state.data : [];
  return new Map(schools.map((s) => [s.id, s.school_name]));
}

/** A labelled choice of school, `none` ('', "All schools" unless named) first: the admin pages' school picker. */
export const SchoolSelect = ({
  value,
  onChange,
  none = 'All schools',
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  none?: string;
}) => {
  const { state } = useApiStore<AdminSchool[]>(SCHOOLS);
  const schools = state.status === 'ready' ? state.data : [];
  return (
    <FilterSelect label="School" value={value} onChange={onChange}>
      <option value="">{none}</option>
      {schools.map((s) => (
        <option key={s.id} value={String(s.id)}>
          {s.school_name}
        </option>
      ))}
    </FilterSelect>
  );
};
