import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/auth/magic-link/abc123/validate', '/api/v1/auth/magic-link/[redacted]/validate'],
    ['/magic-link/validation/abc123', '/magic-link/validation/[redacted]'],
    ['/login/validation/h4nd0ff', '/login/validation/[redacted]'],
    ['/api/v1/auth/token/h4nd0ff', '/api/v1/auth/token/[redacted]'],
    ['/api/v1/auth/google/eyJ.a.b/validate', '/api/v1/auth/google/[redacted]/validate'],
    ['/api/v1/auth/apple/eyJ.a.b/validate', '/api/v1/auth/apple/[redacted]/validate'],
    [
      '/academy/reset-password?token=s3cret&from_new_buy_page=true',
      '/academy/reset-password?token=[redacted]&from_new_buy_page=true',
    ],
  ])('hides the secret in %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('leaves addresses without a secret as they are', () => {
    for (const url of ['/api/v1/auth/magic-link', '/api/v1/users?email=a@b.test', '/login']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
