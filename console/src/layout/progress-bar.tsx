/** A job's progress as a bar screen readers read by `label`; the words beside it are the caller's. */
export const ProgressBar = ({ label, percent }: { label: string; percent: number }) => (
  <div
    role="progressbar"
    aria-label={label}
    aria-valuemin={0}
    aria-valuemax={100}
    aria-valuenow={percent}
    className="kyu-progress"
  >
    <div style={{ width: `${percent}%` }} />
  </div>
);
