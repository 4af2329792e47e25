import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useFormState } from 'react-hook-form';
import { BooleanInput, Button, Confirm, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { $user } from '@kyu/core';
import type { AdminSchool } from '@kyu/core/contract';

const STATE = {
  active: "Active: its domain shows the school's brand and Kyu's widgets work on its pages.",
  inactive:
    "Inactive: its domain no longer shows the school's brand and Kyu's widgets refuse its pages. Its classes, users and records are kept.",
};

const CONFIRM = {
  deactivate: {
    title: 'Deactivate %{name}?',
    content:
      "Its domain stops showing the school's brand and Kyu's widgets stop answering on its pages, until the school is activated again. Its classes, users and records are kept.",
  },
  activate: {
    title: 'Activate %{name}?',
    content: "Its domain shows the school's brand again and Kyu's widgets work on its pages.",
  },
};

/**
 * Whether the school is active, said plainly, and (for Kyu's administrators, the only ones the
 * server lets change it) a button that switches it after a confirmation. A new school has no
 * record yet, so it gets the plain switch, on by default.
 */
export const SchoolActivation = () => {
  const school = useRecordContext<AdminSchool>();
  if (school?.id === undefined) {
    return <BooleanInput source="is_active" label="Active" defaultValue={true} />;
  }
  return <ActivationSection school={school} />;
};

const ActivationSection = ({ school }: { school: AdminSchool }) => {
  const user = useStore($user);
  const notify = useNotify();
  // The edit form is reset to the saved record once the change lands, so unsaved edits would be
  // lost: they are saved or undone first.
  const { isDirty } = useFormState();
  const [update, { isPending }] = useUpdate<AdminSchool>();
  // The action asked about, kept while the dialog closes so its words do not flip on success.
  const [asking, setAsking] = useState<'activate' | 'deactivate' | null>(null);
  const next = !school.is_active;
  const action = asking ?? (next ? 'activate' : 'deactivate');
  const change = () => {
    setAsking(null);
    void update(
      'schools',
      { id: school.id, data: { ...school, is_active: next }, previousData: school },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(next ? 'School activated' : 'School deactivated', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };

  return (
    <section className="kyu-activation" aria-labelledby="kyu-activation-heading">
      <h2 id="kyu-activation-heading">Status</h2>
      <p role="status">{school.is_active ? STATE.active : STATE.inactive}</p>
      {user?.school_id === null ? (
        <Button
          label={next ? 'Activate school' : 'Deactivate school'}
          variant="outlined"
          color={next ? 'primary' : 'error'}
          disabled={isPending || isDirty}
          onClick={() => setAsking(next ? 'activate' : 'deactivate')}
        />
      ) : (
        <p className="kyu-hint">Only a Kyu administrator can activate or deactivate a school.</p>
      )}
      {user?.school_id === null && isDirty && (
        <p className="kyu-hint">Save or undo your changes first.</p>
      )}
      <Confirm
        isOpen={asking !== null}
        title={CONFIRM[action].title}
        translateOptions={{ name: school.school_name }}
        content={CONFIRM[action].content}
        confirm={action === 'activate' ? 'Activate' : 'Deactivate'}
        onClose={() => setAsking(null)}
        onConfirm={change}
      />
    </section>
  );
};
