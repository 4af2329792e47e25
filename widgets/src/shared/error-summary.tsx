import { fieldErrors, problemMessage } from '@kyu/core/api';

/** A field's message, led by the field's label unless the message already names it. */
export function labelled(label: string, message: string): string {
  return message.toLowerCase().includes(label.toLowerCase()) ? message : `${label}: ${message}`;
}

/**
 * The one alert of a form: the messages of each refused field (named by its label), or the
 * problem's own sentence. Renders nothing without an error.
 */
export function ErrorSummary({
  error,
  labels = {},
}: {
  error: unknown;
  labels?: Record<string, string>;
}) {
  if (!error) return null;
  const fields = Object.entries(fieldErrors(error));
  return (
    <div class="kyu-alert" role="alert">
      {fields.length === 0 ? (
        problemMessage(error)
      ) : (
        <>
          Please check the form.
          <ul>
            {fields.map(([field, message]) => (
              <li key={field} id={`kyu-error-${field}`}>
                {labelled(labels[field] ?? field, message)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** ARIA attributes tying an input to its line in the {@link ErrorSummary}. */
export function invalidProps(error: unknown, field: string) {
  return field in fieldErrors(error)
    ? { 'aria-invalid': true as const, 'aria-describedby': `kyu-error-${field}` }
    : {};
}
