import type { AdminSchool } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';

// A school admin's list holds their own school only, so their choice is that one.
const SCHOOLS = '/admin/schools?sort=["school_name","ASC"]&range=[0,999]';

/** A labelled choice of school by name; `''` is the first option, named `none`. */
export const SchoolSelect = ({
  value,
  onChange,
  none,
}: {
  value: string;
  onChange: (schoolId: string) => void;
  none: string;
}) => {
  const { state } = useApiStore<AdminSchool[]>(SCHOOLS);
  const schools = state.status === 'ready' ? state.data : [];
  return (
    <label>
      School
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{none}</option>
        {schools.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.school_name}
          </option>
        ))}
      </select>
    </label>
  );
};
