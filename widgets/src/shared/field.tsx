import type { JSX, Ref } from 'preact';
import { invalidProps } from './error-summary';

type InputProps = Omit<
  JSX.InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onInput' | 'label' | 'ref'
>;

/** A labelled text input bound to a string, marked invalid when the error names its field. */
export function Field({
  label,
  name,
  value,
  onValue,
  error,
  inputRef,
  ...input
}: InputProps & {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: unknown;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <label>
      {label}
      <input
        ref={inputRef}
        name={name}
        value={value}
        onInput={(e) => onValue(e.currentTarget.value)}
        {...invalidProps(error, name)}
        {...input}
      />
    </label>
  );
}

/** The e-mail input of every form that asks for one: the same label, name and autofill hint. */
export const EMAIL_FIELD = {
  label: 'Email',
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  required: true,
} as const;
