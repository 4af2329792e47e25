import { describe, expect, it } from 'vitest';
import { makeChild, makeSessionUser } from '@kyu/test-support/data';
import { UserRole } from '../constants/roles';
import { normaliseActivationCode } from '../contract';
import { checkMessage, codeIssue, redeemTargets } from './model';

const check = (status: 'valid' | 'used' | 'expired') => ({
  code: 'ABCD-EFGH-JKMN',
  checked: status === 'valid',
  status,
  expires_at: null,
  courses: [],
});

describe('activation codes as typed', () => {
  it('reads any case, spaces and dashes as the stored code grouped in fours', () => {
    expect(normaliseActivationCode(' abcd efgh-jkmn ')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseActivationCode('abcdefghjkmn')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseActivationCode('ab--cd')).toBe('ABCD');
  });

  it('explains a blank, a symbol or a code of the wrong length before any call', () => {
    expect(codeIssue('  ')).toMatch(/enter the code/i);
    expect(codeIssue('ABCD-EF$H')).toMatch(/letters, digits and dashes/);
    expect(codeIssue('AB')).toMatch(/length/);
    expect(codeIssue('abcd-efgh-jkmn')).toBeNull();
  });
});

describe('what a parent is told about a checked code', () => {
  it('says a used code is used and an expired one expired; a valid one needs no word', () => {
    expect(checkMessage(check('used'))).toMatch(/already been used/);
    expect(checkMessage(check('expired'))).toMatch(/expired/);
    expect(checkMessage(check('valid'))).toBeNull();
  });
});

describe('whom a code is redeemed for', () => {
  it('offers a parent their children and a student themself, and a teacher nobody', () => {
    const parent = makeSessionUser({ user_role_id: UserRole.parent });
    const child = makeChild({ first_name: 'Mia', last_name: 'Tan' });
    expect(redeemTargets(parent, [child])).toEqual([{ id: child.id, name: 'Mia Tan' }]);
    const student = makeSessionUser({
      user_role_id: UserRole.student,
      first_name: 'Leo',
      last_name: 'Ng',
    });
    expect(redeemTargets(student, null)).toEqual([{ id: student.id, name: 'Leo Ng' }]);
    expect(redeemTargets(makeSessionUser({ user_role_id: UserRole.teacher }), [child])).toEqual([]);
    expect(redeemTargets(null, [child])).toEqual([]);
  });
});
