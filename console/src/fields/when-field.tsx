import { formatDate, formatDateTime } from '@kyu/core/format';
import { FunctionField, type RaRecord } from 'react-admin';

interface WhenFieldProps {
  source: string;
  label: string;
  /** The time of day too, as formatDateTime writes it. */
  showTime?: boolean;
  emptyText?: string;
  sortable?: boolean;
}

/**
 * A date in a react-admin list, written by core's one formatter (the school's locale and time
 * zone): react-admin's DateField writes the browser's own, so one day read differently on
 * different screens.
 */
export function WhenField({ source, label, showTime, emptyText = '—', sortable }: WhenFieldProps) {
  const format = showTime ? formatDateTime : formatDate;
  return (
    <FunctionField<RaRecord>
      source={source}
      label={label}
      sortable={sortable}
      render={(record) => format(record[source] as string | null, emptyText)}
    />
  );
}
