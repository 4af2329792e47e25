import type { ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider, useList, type RaRecord } from 'react-admin';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Loadable } from '../../http/api-store';

/** Whether the window is a phone's: lists show a SimpleList there, as react-admin's demo does. */
export const useSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

/**
 * Rows the page loaded itself (a teacher's endpoint, not a react-admin resource) in a list
 * context, so Datagrid and SimpleList show them as they show a resource's.
 */
export const LocalList = <T extends RaRecord>({
  resource,
  state,
  rows,
  children,
}: {
  resource: string;
  state: Loadable<unknown>;
  rows: T[];
  children: ReactNode;
}) => {
  const list = useList<T>({ data: rows, isPending: state.status === 'loading' });
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
};

/** What an empty list says, in the list's place. */
export const Empty = ({ text }: { text: string }) => <Typography sx={{ p: 2 }}>{text}</Typography>;
