// Test-only: short ways to act on and read what a user sees.
import { fireEvent, screen } from '@testing-library/preact';

/** Types `value` into the input labelled `label`. */
export const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** The button named `name`. */
export const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

/** Clicks the button named `name`. */
export const press = (name: string) => fireEvent.click(button(name));
