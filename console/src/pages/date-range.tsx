import { FilterDate } from './filter-field';

/** The days a page covers, as its date inputs hold them ('' for the server's default). */
export interface DateRangeValue {
  start: string;
  end: string;
}

/** Two labelled day inputs, From and To; each change is applied at once. */
export const DateRange = ({
  value,
  onChange,
}: {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}) => (
  <>
    <FilterDate
      label="From"
      value={value.start}
      onChange={(e) => onChange({ ...value, start: e.target.value })}
    />
    <FilterDate
      label="To"
      value={value.end}
      onChange={(e) => onChange({ ...value, end: e.target.value })}
    />
  </>
);
