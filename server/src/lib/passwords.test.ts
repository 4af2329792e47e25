import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores scrypt with its parameters, salt and hash, never the password', async () => {
    const stored = await hashPassword('correct-horse-42');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct-horse');
  });

  it('salts each hash, so one password gives two different hashes', async () => {
    expect(await hashPassword('correct-horse-42')).not.toBe(await hashPassword('correct-horse-42'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct-horse-42');
    expect(await verifyPassword('correct-horse-42', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-43', stored)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('café-au-lait-1');
    expect(await verifyPassword('cafe\u0301-au-lait-1', stored)).toBe(true);
  });

  it('refuses anything that is not an scrypt hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });

  it('asks for a rehash only when the cost differs from today’s', async () => {
    const stored = await hashPassword('correct-horse-42');
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(stored.replace('scrypt$32768$', 'scrypt$16384$'))).toBe(true);
  });

  it('verifies a decoy as false', async () => {
    expect(await verifyDecoy('anything')).toBe(false);
  });
});
