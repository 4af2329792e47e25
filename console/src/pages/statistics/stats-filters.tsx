import type { AdminCourse } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { DateRange } from '../date-range';
import { FilterSelect } from '../filter-field';
import { SchoolSelect } from '../school-select';

const COURSES = '/admin/courses?sort=["name","ASC"]&range=[0,999]';

/** What the statistics pages' filter bars hold, as their inputs hold it ('' for "any"). */
export interface StatsFilters {
  start: string;
  end: string;
  schoolId: string;
  courseId: string;
  rating: string;
}

export const NO_STATS_FILTERS: StatsFilters = {
  start: '',
  end: '',
  schoolId: '',
  courseId: '',
  rating: '',
};

/** The query of a statistics call: the filters set, and only those. */
export function statsQuery(filters: StatsFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  const set = (name: string, value: string) => {
    if (value) params.set(name, value);
  };
  set('start', filters.start);
  set('end', filters.end);
  set('school_id', filters.schoolId);
  set('course_id', filters.courseId);
  set('rating', filters.rating);
  return params.toString();
}

const CourseSelect = (props: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) => {
  const { state } = useApiStore<AdminCourse[]>(COURSES);
  const courses = state.status === 'ready' ? state.data : [];
  return (
    <FilterSelect label="Course" {...props}>
      <option value="">All courses</option>
      {courses.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.name}
        </option>
      ))}
    </FilterSelect>
  );
};

/**
 * The dates and school of a statistics page, and its course (statistics) or rating (feedback):
 * every input labelled, each change applied at once. Empty dates mean the last 30 days.
 */
export const StatsFilterBar = ({
  label,
  filters,
  onChange,
  by,
}: {
  label: string;
  filters: StatsFilters;
  onChange: (filters: StatsFilters) => void;
  by: 'course' | 'rating';
}) => {
  const field = (name: keyof StatsFilters) => ({
    value: filters[name],
    onChange: (e: { target: { value: string } }) =>
      onChange({ ...filters, [name]: e.target.value }),
  });
  return (
    <div className="kyu-toolbar" role="search" aria-label={label}>
      <DateRange
        value={filters}
        onChange={({ start, end }) => onChange({ ...filters, start, end })}
      />
      <SchoolSelect {...field('schoolId')} />
      {by === 'course' ? (
        <CourseSelect {...field('courseId')} />
      ) : (
        <FilterSelect label="Rating" {...field('rating')}>
          <option value="">Liked and disliked</option>
          <option value="liked">Liked</option>
          <option value="disliked">Disliked</option>
        </FilterSelect>
      )}
    </div>
  );
};
