import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface FilterProps {
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}

// react-admin's theme makes every text field full width; a filter takes what it needs, and its
// label sits above its value as in react-admin's own filter forms.
const FIT = { size: 'small', fullWidth: false } as const;

/** A filter's labelled choice: Material UI's field around the browser's own list (keyboard, phone). */
export const FilterSelect = ({ children, ...props }: FilterProps & { children: ReactNode }) => (
  <TextField
    select
    {...FIT}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    {...props}
  >
    {children}
  </TextField>
);

/** A filter's labelled day. */
export const FilterDate = (props: FilterProps) => (
  <TextField type="date" {...FIT} slotProps={{ inputLabel: { shrink: true } }} {...props} />
);

/** A filter's labelled words (a name, an e-mail). */
export const FilterText = (props: FilterProps & { type?: string; placeholder?: string }) => (
  <TextField {...FIT} {...props} />
);
