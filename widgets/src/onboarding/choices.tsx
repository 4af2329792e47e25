import type { ReferenceItem } from '@kyu/core/contract';
import { invalidProps } from '../shared';

/** A select over a reference list; the empty choice stands for "not answered". */
export function ReferenceSelect({
  label,
  name,
  items,
  value,
  onValue,
  error,
}: {
  label: string;
  name: string;
  items: readonly ReferenceItem[];
  value: number | null;
  onValue: (id: number | null) => void;
  error?: unknown;
}) {
  return (
    <label>
      {label}
      <select
        name={name}
        value={value ?? ''}
        onChange={(e) => onValue(Number(e.currentTarget.value) || null)}
        {...invalidProps(error, name)}
      >
        <option value="">Choose…</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Check boxes over a reference list, bound to the list of chosen ids. */
export function ReferenceChecks({
  legend,
  items,
  chosen,
  onChosen,
}: {
  legend: string;
  items: readonly ReferenceItem[];
  chosen: readonly number[];
  onChosen: (ids: number[]) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {items.map((item) => (
        <label class="kyu-choice" key={item.id}>
          <input
            type="checkbox"
            checked={chosen.includes(item.id)}
            onChange={(e) =>
              onChosen(
                e.currentTarget.checked
                  ? [...chosen, item.id]
                  : chosen.filter((id) => id !== item.id),
              )
            }
          />
          {item.name}
        </label>
      ))}
    </fieldset>
  );
}
