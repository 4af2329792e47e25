import { badRequest } from '../../lib/problem';

export const PASSWORD_MIN_LENGTH = 10;

/** The one sentence that names every rule, shown whenever a password breaks any of them. */
export const PASSWORD_RULE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include a letter and a number.`;

/**
 * Length matters most against guessing; a letter and a number rule out the commonest
 * all-digit and all-word choices without the composition rules that push people to write
 * passwords down. The upper bound (256) is in the request schema.
 */
export function meetsPasswordRules(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password)
  );
}

/** Throws a 400 naming the rule, on the field the visitor typed the password into. */
export function assertPasswordRules(password: string | undefined, field: string) {
  if (password === undefined || !meetsPasswordRules(password)) {
    throw badRequest(PASSWORD_RULE, { [field]: [PASSWORD_RULE] });
  }
}
