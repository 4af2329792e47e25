import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_GROUP } from '@kyu/core/contract';

/** Characters of a generated code: 12 of 29 give about 58 random bits, beyond guessing. */
const CODE_LENGTH = 12;

/**
 * A new code, `ABCD-EFGH-JKMN`: each character drawn uniformly by the crypto generator from
 * letters and digits nobody misreads, grouped with dashes as `normaliseActivationCode` writes it.
 */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    if (i > 0 && i % CODE_GROUP === 0) code += '-';
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}
