import type { JSX } from 'preact';

type InputProps = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onInput' | 'label'>;

/** A labelled input whose server error shows right beside it, tied to it for screen readers. */
export function FormField({
  label,
  name,
  value,
  onValue,
  error,
  ...input
}: InputProps & {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}) {
  const errorId = `${name}-error`;
  // The error sits after the label, not in it, so the field's name stays just its label.
  return (
    <>
      <label>
        {label}
        <input
          name={name}
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </label>
      {error && (
        <span id={errorId} class="alert">
          {error}
        </span>
      )}
    </>
  );
}
