import { useGetList } from 'react-admin';

/**
 * One "how many" line: a one-row page of the list (`range=[0,0]`), whose total the server
 * gives in Content-Range.
 */
export const CountRow = ({
  label,
  resource,
  filter = {},
}: {
  label: string;
  resource: string;
  filter?: Record<string, unknown>;
}) => {
  const { total, isPending, error } = useGetList(resource, {
    filter,
    pagination: { page: 1, perPage: 1 },
  });
  const shown = isPending ? '…' : error ? '—' : String(total ?? 0);
  return (
    <div className="kyu-count">
      <dt>{label}</dt>
      <dd>{shown}</dd>
    </div>
  );
};
