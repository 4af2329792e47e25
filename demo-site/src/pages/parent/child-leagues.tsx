import { useState } from 'preact/hooks';
import type { Child } from '@kyu/core/contract';
import { setChildLeagues } from '@kyu/core/family';

/**
 * The parent's switch for a child's weekly leagues. It shows the saved value: the store takes
 * the child the server answers, so the switch moves only once the change is kept.
 */
export function ChildLeagues({ child }: { child: Child }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const on = !child.user_information.leagues_blocked;

  const toggle = async () => {
    setSaving(true);
    const saved = await setChildLeagues(child.id, !on);
    setSaving(false);
    setError(saved.ok ? null : saved.message);
  };

  return (
    <section class="card form" aria-labelledby="child-leagues">
      <h2 id="child-leagues">Weekly leagues</h2>
      <p class="muted" id="child-leagues-help">
        Leagues show your child's pseudonym and weekly points to classmates (from 13, their first
        name and last initial instead). Points come only from learning. Turned off, your child takes
        no part and cannot turn leagues back on themselves.
      </p>
      <label class="choice">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={saving}
          aria-describedby="child-leagues-help"
          onChange={(e) => {
            // The browser flips the box at once; put back the saved value until the server answers.
            e.currentTarget.checked = on;
            void toggle();
          }}
        />
        Weekly leagues
      </label>
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
