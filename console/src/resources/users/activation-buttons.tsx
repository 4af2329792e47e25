import {
  Button,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
  useUpdate,
  useUpdateMany,
} from 'react-admin';
import type { AdminUser } from '@kyu/core/contract';

/** A row's "Activate" or "Deactivate", whichever changes the user. */
export const ActivationButton = () => {
  const user = useRecordContext<AdminUser>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminUser>();
  if (!user) return null;
  const next = !user.is_active;
  const toggle = () =>
    update(
      'users',
      { id: user.id, data: { is_active: next }, previousData: user },
      {
        onSuccess: () => notify(next ? 'User activated' : 'User deactivated'),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Button
      label={next ? 'Activate' : 'Deactivate'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
    />
  );
};

const BulkButton = ({ active }: { active: boolean }) => {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('users');
  const [updateMany, { isPending }] = useUpdateMany();
  const run = () =>
    updateMany(
      'users',
      { ids: selectedIds, data: { is_active: active } },
      {
        onSuccess: () => {
          notify(`${selectedIds.length} user(s) ${active ? 'activated' : 'deactivated'}`);
          unselectAll();
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return <Button label={active ? 'Activate' : 'Deactivate'} disabled={isPending} onClick={run} />;
};

/** The bulk actions of the users list: activate or deactivate the selected users. */
export const BulkActivationButtons = () => (
  <>
    <BulkButton active />
    <BulkButton active={false} />
  </>
);
