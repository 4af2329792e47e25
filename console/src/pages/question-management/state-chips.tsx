import type { AdminQuestionRow } from '@kyu/core/contract';

/** A question's moderation state as chips: approved or not, review, enabled or not. */
export const StateChips = ({
  row,
}: {
  row: Pick<AdminQuestionRow, 'is_approved' | 'need_review' | 'is_enabled'>;
}) => (
  <span className="kyu-chips">
    <span className={row.is_approved ? 'kyu-chip kyu-chip-ok' : 'kyu-chip kyu-chip-warn'}>
      {row.is_approved ? 'Approved' : 'Not approved'}
    </span>
    {row.need_review && <span className="kyu-chip kyu-chip-warn">Needs review</span>}
    <span className={row.is_enabled ? 'kyu-chip' : 'kyu-chip kyu-chip-off'}>
      {row.is_enabled ? 'Enabled' : 'Disabled'}
    </span>
  </span>
);
