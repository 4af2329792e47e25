import TextField from '@mui/material/TextField';

/**
 * A labelled Material UI field over a native select: one tap on a phone, and the choices are
 * names (a school, a prompt type), never ids to type.
 */
export const SelectField = ({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    sx={{ minWidth: 200, flex: '1 1 200px' }}
  >
    {options.map(([id, name]) => (
      <option key={id} value={id}>
        {name}
      </option>
    ))}
  </TextField>
);
