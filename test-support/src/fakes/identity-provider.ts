import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A stand-in for Google's and Apple's key endpoints, for tests only: a local HTTP server
 * publishing one RS256 public key as a JWKS, and a signer for ID tokens made with its key.
 */
export async function startIdentityProvider(port = 0) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'kyu-test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const clients = { google: 'kyu-google-client.apps.test', apple: 'dev.kyu.test.signin' };
  const issuers = { google: 'https://accounts.google.com', apple: 'https://appleid.apple.com' };

  return {
    env: {
      GOOGLE_JWKS_URL: `${base}/google/certs`,
      GOOGLE_CLIENT_ID: clients.google,
      APPLE_JWKS_URL: `${base}/apple/keys`,
      APPLE_CLIENT_ID: clients.apple,
    },
    /** An ID token as the provider would sign it; options break one thing at a time. */
    sign(
      provider: 'google' | 'apple',
      claims: JWTPayload & { sub: string; email?: string },
      opts: { audience?: string; expiresAt?: number; unknownKey?: boolean } = {},
    ) {
      const now = Math.floor(Date.now() / 1000);
      const key: CryptoKey = opts.unknownKey ? stranger.privateKey : privateKey;
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: opts.unknownKey ? 'someone-elses-key' : jwk.kid })
        .setIssuer(issuers[provider])
        .setAudience(opts.audience ?? clients[provider])
        .setIssuedAt(now - 60)
        .setExpirationTime(opts.expiresAt ?? now + 3600)
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
