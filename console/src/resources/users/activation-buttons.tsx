import { useState } from 'react';
import {
  Button,
  Confirm,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
  useUpdate,
  useUpdateMany,
} from 'react-admin';
import type { AdminUser } from '@kyu/core/contract';
import { fullName } from './full-name';

/**
 * A row's "Activate" or "Deactivate", whichever changes the user. Deactivating signs a person
 * out of Kyu, so it asks first; activating does not.
 */
export const ActivationButton = () => {
  const user = useRecordContext<AdminUser>();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
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
    <>
      <Button
        label={next ? 'Activate' : 'Deactivate'}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          if (next) toggle();
          else setAsking(true);
        }}
      />
      <Confirm
        isOpen={asking}
        title={`Deactivate ${fullName(user)}?`}
        content="They will not be able to sign in until an admin activates them again."
        confirm="Deactivate"
        onConfirm={() => {
          setAsking(false);
          toggle();
        }}
        onClose={() => setAsking(false)}
      />
    </>
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
  const [asking, setAsking] = useState(false);
  if (active) return <Button label="Activate" disabled={isPending} onClick={run} />;
  return (
    <>
      <Button label="Deactivate" disabled={isPending} onClick={() => setAsking(true)} />
      <Confirm
        isOpen={asking}
        title={`Deactivate ${selectedIds.length} user(s)?`}
        content="They will not be able to sign in until an admin activates them again."
        confirm="Deactivate"
        onConfirm={() => {
          setAsking(false);
          run();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** The bulk actions of the users list: activate or deactivate the selected users. */
export const BulkActivationButtons = () => (
  <>
    <BulkButton active />
    <BulkButton active={false} />
  </>
);
