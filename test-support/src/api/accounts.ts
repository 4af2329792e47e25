import { randomUUID } from 'node:crypto';

/** The part of a request client (Playwright's `request`, say) that a sign-up needs. */
interface Poster {
  post(url: string, options: { data: unknown }): Promise<{ status(): number }>;
}

/**
 * A student of their own, signed up through the API as the portal would, for a suite that must
 * not share a seeded account (it deactivates it, say). Answers the e-mail and password.
 */
export async function signUpStudent(
  request: Poster,
  names: { first_name: string; last_name: string },
  password = 'a-good-password-2026',
) {
  const email = `pupil-${randomUUID().slice(0, 8)}@example.com`;
  const res = await request.post('/api/v1/auth/signup', {
    data: { role: 'student', email, password, ...names },
  });
  if (res.status() !== 201) throw new Error(`sign-up of ${email} answered ${res.status()}`);
  return { email, password };
}
