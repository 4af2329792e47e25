import { problemMessage } from '@kyu/core/api';

/** The sentence for a failed action, beside the buttons that tried it. */
export function InlineError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <span class="kyu-meta" role="alert">
      {problemMessage(error)}
    </span>
  );
}
