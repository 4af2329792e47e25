import { useStore } from '@nanostores/preact';
import { $selectedChild } from '@kyu/core/cart';
import { $children, $childrenError, buyFor, childName } from '@kyu/core/checkout';
import { useState } from 'preact/hooks';
import { NewChildForm } from './new-child-form';

/** Choosing which child the courses are for, or adding one: a parent with none adds one here. */
export function ChildStep() {
  const children = useStore($children);
  const error = useStore($childrenError);
  const selected = useStore($selectedChild);
  const [chosen, setChosen] = useState<number | null>(selected?.id ?? null);
  if (error)
    return (
      <p class="kyu-alert" role="alert">
        {error}
      </p>
    );
  if (!children) return <p role="status">Loading your children…</p>;
  if (children.length === 0) {
    return (
      <div class="kyu-stack">
        <p>Add your child first: they sign in to the courses with the username you choose.</p>
        <NewChildForm />
      </div>
    );
  }
  const child = children.find((c) => c.id === chosen);
  return (
    <div class="kyu-stack">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (child) void buyFor(child);
        }}
      >
        <fieldset>
          <legend>Your children</legend>
          {children.map((c) => (
            <label class="kyu-choice" key={c.id}>
              <input
                type="radio"
                name="child"
                checked={chosen === c.id}
                onChange={() => setChosen(c.id)}
              />
              {childName(c)}
            </label>
          ))}
        </fieldset>
        <button type="submit" class="kyu-primary" disabled={!child}>
          Continue
        </button>
      </form>
      <details>
        <summary>Add another child</summary>
        <NewChildForm />
      </details>
    </div>
  );
}
