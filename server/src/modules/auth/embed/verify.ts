import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import { EMBED_CLOCK_SKEW_SECONDS } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { secretState, type EmbedSecretRow } from '../../admin/embed-secrets/service';
import { readEmbedClaims, type EmbedClaims } from './claims';
import { embedProblems } from './problems';
import { findSecretByKid } from './queries';

/** A token whose signature, lifetime and claims all passed, and the secret that signed it. */
export interface VerifiedEmbedToken {
  secret: EmbedSecretRow;
  claims: EmbedClaims;
}

function headerOf(token: string) {
  try {
    return decodeProtectedHeader(token);
  } catch {
    throw embedProblems.malformed();
  }
}

/** Maps what jose refuses to our problems; anything else is ours to fix, so it is rethrown. */
function refusal(error: unknown): unknown {
  if (error instanceof errors.JWTExpired) return embedProblems.expired();
  if (error instanceof errors.JWSSignatureVerificationFailed) return embedProblems.signature();
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf' && error.reason === 'check_failed')
      return embedProblems.notYetValid();
    return embedProblems.claims({ [error.claim]: ['must be a number of seconds'] });
  }
  if (error instanceof errors.JOSEError) return embedProblems.malformed();
  return error;
}

/**
 * Checks a school's token in the order that tells its developer the most without telling a
 * forger anything: its shape and algorithm, its key id and that key's state, the signature,
 * and only then what the (now trusted) claims say.
 */
export async function verifyEmbedToken(
  db: Db,
  token: string,
  now: Date,
): Promise<VerifiedEmbedToken> {
  const header = headerOf(token);
  // Only HS256: `none`, and RS256 or ES256 "signed" with our shared secret as a public key, are the classic forgeries.
  if (header.alg !== 'HS256') throw embedProblems.algorithm(header.alg);
  const kid = header.kid;
  if (typeof kid !== 'string' || kid === '') throw embedProblems.noKeyId();
  const found = kid.length <= 200 ? await findSecretByKid(db, kid) : undefined;
  if (!found) throw embedProblems.unknownKey(kid);
  const state = secretState(found.secret, now);
  if (state === 'revoked') throw embedProblems.revokedKey();
  if (state === 'retired') throw embedProblems.retiredKey();
  if (!found.schoolActive) throw embedProblems.schoolInactive();

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(found.secret.secret), {
      algorithms: ['HS256'],
      clockTolerance: EMBED_CLOCK_SKEW_SECONDS,
      currentDate: now,
    }));
  } catch (error) {
    throw refusal(error);
  }
  return { secret: found.secret, claims: readEmbedClaims(payload, found.secret.schoolId, now) };
}
