import Chip from '@mui/material/Chip';

/** A record's state as a small chip: green when it is in use, grey when it is not. */
export const StateChip = ({
  label,
  tone = 'default',
}: {
  label: string;
  tone?: 'default' | 'success' | 'warning' | 'error' | 'info';
}) => (
  <Chip
    label={label}
    color={tone}
    size="small"
    variant={tone === 'default' ? 'outlined' : 'filled'}
  />
);

/** Active or Inactive, as a chip. */
export const ActiveChip = ({ active }: { active: boolean }) =>
  active ? <StateChip label="Active" tone="success" /> : <StateChip label="Inactive" />;
