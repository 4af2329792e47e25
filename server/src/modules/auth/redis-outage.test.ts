import { describe, expect, it } from 'vitest';
import { fakeClock } from '@kyu/test-support/clock';
import { createUser } from '@kyu/test-support/db';
import { NOTHING_LISTENS } from '@kyu/test-support/net';
import { useTestApp } from '../../test/use-test-app';
import { passwordLogin } from './test-factories';

describe('sign-in while Redis is down', () => {
  const clock = fakeClock();
  const t = useTestApp({ env: { REDIS_URL: `redis://${NOTHING_LISTENS}` }, clock: clock.now });

  it('neither locks people out nor lets guessing through unlimited', async () => {
    const user = await createUser(t.db);
    const ok = await passwordLogin(t.app, { email: user.email, password: user.password! });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await passwordLogin(t.app, { email: user.email, password: 'wrong-password-1' });
      expect(res.statusCode).toBe(401);
    }
    const guess = await passwordLogin(t.app, { email: user.email, password: 'wrong-password-1' });
    expect(guess.statusCode).toBe(429);
    const trusted = await passwordLogin(t.app, {
      email: user.email,
      password: user.password!,
      device_tokens: [ok.json().device_token],
    });
    expect(trusted.statusCode).toBe(200);
  });
});
