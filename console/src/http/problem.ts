import { HttpError } from 'react-admin';
import type { Problem } from '@kyu/core/contract';

/** Form errors as react-admin's forms take them from `HttpError.body.errors`. */
export type FormErrors = Record<string, string | { serverError: string }>;

const isProblem = (body: unknown): body is Problem =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Problem).title === 'string' &&
  typeof (body as Problem).status === 'number';

/** `/colours/primary`, `body.school_name` → `colours.primary`, `school_name`: the form's field path. */
export const fieldPath = (key: string): string =>
  key
    .replace(/^\/+/, '')
    .replace(/^body[./]/, '')
    .replace(/\//g, '.');

/** One message per field, from the problem's `errors` arrays. */
export const problemFieldErrors = (problem: Problem): Record<string, string> =>
  Object.fromEntries(
    Object.entries(problem.errors ?? {})
      .filter(([, messages]) => messages.length > 0)
      .map(([key, messages]) => [fieldPath(key), messages.join(' ')]),
  );

/** What a person reads about a problem: its detail, else the first field message, else its title. */
export const problemText = (problem: Problem): string =>
  problem.detail ?? Object.values(problemFieldErrors(problem))[0] ?? problem.title;

/**
 * Rewrites an `HttpError` carrying a problem+json body so react-admin notifies the problem's
 * message and, for field errors, puts each message under its input (`root.serverError` is the
 * notification a form shows when the server refused it).
 */
export const fromProblem = (error: unknown): unknown => {
  if (!(error instanceof HttpError) || !isProblem(error.body)) return error;
  const problem = error.body;
  const fields = problemFieldErrors(problem);
  const message = problemText(problem);
  // react-admin reads `body.errors` as form errors, so the problem's arrays never stay there.
  const errors: FormErrors | undefined =
    Object.keys(fields).length > 0 ? { ...fields, root: { serverError: message } } : undefined;
  return new HttpError(message, error.status, { ...problem, errors });
};
