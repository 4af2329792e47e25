import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminQuestionRow } from '@kyu/core/contract';

/** A question's moderation state as chips: approved or not, review, enabled or not. */
export const StateChips = ({
  row,
}: {
  row: Pick<AdminQuestionRow, 'is_approved' | 'need_review' | 'is_enabled'>;
}) => (
  <Stack
    component="span"
    direction="row"
    useFlexGap
    aria-label="State"
    sx={{ flexWrap: 'wrap', gap: 0.5, verticalAlign: 'middle', display: 'inline-flex' }}
  >
    <Chip
      size="small"
      color={row.is_approved ? 'success' : 'warning'}
      variant={row.is_approved ? 'filled' : 'outlined'}
      label={row.is_approved ? 'Approved' : 'Not approved'}
    />
    {row.need_review && <Chip size="small" color="warning" label="Needs review" />}
    <Chip
      size="small"
      variant="outlined"
      color={row.is_enabled ? 'default' : 'error'}
      label={row.is_enabled ? 'Enabled' : 'Disabled'}
    />
  </Stack>
);
