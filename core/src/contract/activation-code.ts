/**
 * The letters and digits a code is made of: no 0/O, 1/I/L or 5/S pairs a parent could misread
 * off a printed card. In the contract, so the server that makes codes and the widget share it.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ2346789';

/** Characters between dashes in a printed code. */
export const CODE_GROUP = 4;

/**
 * A code as it is stored: upper case, without the dashes or spaces typed, regrouped in fours
 * (`abcd efgh-jk` → `ABCD-EFGH-JK`), so any way of typing one code finds it.
 */
export function normaliseActivationCode(typed: string): string {
  const bare = typed.replace(/[\s-]+/g, '').toUpperCase();
  const groups = bare.match(new RegExp(`.{1,${CODE_GROUP}}`, 'g')) ?? [];
  return groups.join('-');
}
