/** What the logsheet's filter bar holds, as its inputs hold it (text; '' for "any"). */
export interface LogsheetFilters {
  person: string;
  schoolId: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: LogsheetFilters = {
  person: '',
  schoolId: '',
  action: '',
  from: '',
  to: '',
};

/** The call for one page of the logsheet: the filters set, and only those. */
export function logsheetPath(filters: LogsheetFilters, page: number, size: number) {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  const set = (name: string, value: string) => {
    if (value.trim()) params.set(name, value.trim());
  };
  set('person', filters.person);
  set('school_id', filters.schoolId);
  set('action', filters.action);
  set('from', filters.from);
  set('to', filters.to);
  return `/admin/logsheet?${params.toString()}`;
}
