import { decodeProtectedHeader } from 'jose';
import type { SessionUser } from '@kyu/core/contract';
import { databaseError, UNIQUE_VIOLATION } from '../../../lib/db-errors';
import { HttpProblem } from '../../../lib/problem';
import { withDeviceToken } from '../device-tokens';
import { accountKey, provenOwner } from '../login-limits';
import type { AuthContext } from '../service';
import { signIn, type RequestMeta } from '../session-user';
import { embedAccount } from './account';
import { embedProblems } from './problems';
import { deleteTokenUsesBefore, insertTokenUse, touchSecret } from './queries';
import { verifyEmbedToken } from './verify';

/**
 * `POST /auth/embed-token`: swaps a token signed by a school's own server for a Kyu session of
 * the pupil it names, answered as a password sign-in is. The token's id is used up, the pupil
 * found or made, and the session opened in one transaction: all happen, or none. The school
 * vouched for its pupil, so this counts as the owner proven another way (as Google's sign-in
 * does): a lock on the account lifts and this browser becomes a trusted device. Every exchange,
 * accepted or refused, leaves an audit line in the log.
 */
export async function exchangeEmbedToken(
  ctx: AuthContext,
  token: string,
  meta: RequestMeta,
  now = new Date(),
): Promise<SessionUser> {
  try {
    const { secret, claims } = await verifyEmbedToken(ctx.db, token, now);
    const schoolId = secret.schoolId;
    const { session, created } = await ctx.db.transaction(async (tx) => {
      try {
        await insertTokenUse(tx, { schoolId, jti: claims.jti, expiresAt: claims.refusedAfter });
      } catch (error) {
        if (databaseError(error)?.code === UNIQUE_VIOLATION) throw embedProblems.replayed();
        throw error;
      }
      const { user, created } = await embedAccount(tx, schoolId, claims);
      await touchSecret(tx, secret.id, now);
      return { session: await signIn(tx, user, meta, undefined, now), created };
    });
    ctx.log.info(
      {
        audit: 'embed-sign-in',
        schoolId,
        kid: secret.kid,
        sub: claims.sub,
        jti: claims.jti,
        userId: session.id,
        created,
        ip: meta.ip,
      },
      'embed token exchanged',
    );
    await deleteTokenUsesBefore(ctx.db, now).catch((err: unknown) =>
      ctx.log.error({ err }, 'used embed token ids not cleaned up'),
    );
    await provenOwner(ctx.limits, { account: accountKey(session.id), ip: meta.ip }, now);
    return withDeviceToken(ctx.limits.deviceKey, session, now);
  } catch (error) {
    if (error instanceof HttpProblem) {
      ctx.log.warn(
        {
          audit: 'embed-sign-in-refused',
          kid: keyIdOf(token),
          status: error.status,
          reason: error.title,
          ip: meta.ip,
        },
        'embed token refused',
      );
    }
    throw error;
  }
}

/** The key id a refused token claims, for the audit line, when there is a readable one. */
function keyIdOf(token: string) {
  try {
    const { kid } = decodeProtectedHeader(token);
    return typeof kid === 'string' ? kid.slice(0, 100) : undefined;
  } catch {
    return undefined;
  }
}
