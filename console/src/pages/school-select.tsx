import type { AdminSchool } from '@kyu/core/contract';
import { useApiStore } from '../http/use-api-store';

// A school admin's list holds their own school only, so their choice is that one.
const SCHOOLS = '/admin/schools?sort=["school_name","ASC"]&range=[0,999]';

/** A labelled choice of school, "All schools" ('') first: the admin pages' school filter. */
export const SchoolSelect = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) => {
  const { state } = useApiStore<AdminSchool[]>(SCHOOLS);
  const schools = state.status === 'ready' ? state.data : [];
  return (
    <label>
      School
      <select value={value} onChange={onChange}>
        <option value="">All schools</option>
        {schools.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.school_name}
          </option>
        ))}
      </select>
    </label>
  );
};
