import type { FastifyRequest } from 'fastify';

/**
 * Sign-in secrets that calls.md and the mailed links carry in the address itself: magic-link
 * tokens, hand-off ids, Google and Apple ID tokens, reset tokens. They are stored hashed, so
 * the request log must not keep them in the clear either.
 */
const SECRET_IN_PATH =
  /(\/(?:magic-link(?:\/validation)?|login\/validation|auth\/token|auth\/google|auth\/apple)\/)[^/?#]+/g;
const SECRET_IN_QUERY = /([?&]token=)[^&#]*/g;

/** The address with any sign-in secret in it replaced by `[redacted]`. */
export const redactUrl = (url: string) =>
  url.replace(SECRET_IN_PATH, '$1[redacted]').replace(SECRET_IN_QUERY, '$1[redacted]');

/** Fastify's own request serializer, with the address redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
