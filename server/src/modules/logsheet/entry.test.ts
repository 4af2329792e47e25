import { describe, expect, it } from 'vitest';
import { entriesOf, entryOf, type Finished } from './entry';

const at = new Date('2026-03-01T08:00:00Z');
const admin = { userId: 4, userRoleId: 3, schoolId: 2 };
const done = (over: Partial<Finished> = {}): Finished => ({
  method: 'PUT',
  route: '/api/v1/admin/schools/:id',
  params: { id: 2 },
  status: 200,
  ip: '203.0.113.9',
  principal: admin,
  ...over,
});

describe('what the logsheet records of a finished request', () => {
  it("names a staff change by its route, in the document's spelling, and its path's record", () => {
    expect(entryOf(done(), at)).toEqual({
      at,
      actorId: 4,
      actorRole: 3,
      schoolId: 2,
      action: 'PUT /admin/schools/{id}',
      targetId: 2,
      status: 200,
      ip: '203.0.113.9',
    });
  });

  it('takes the last id of a path, and never a token', () => {
    const secret = done({
      method: 'POST',
      route: '/api/v1/admin/schools/:id/embed-secrets/:secretId/rotate',
      params: { id: 2, secretId: '9' },
    });
    expect(entryOf(secret, at)?.targetId).toBe(9);
    const token = done({ route: '/api/v1/things/:jwt', params: { jwt: 'eyJhbGciOi.x.y' } });
    expect(entryOf(token, at)?.targetId).toBeNull();
  });

  it('records no reading, no refused change, no student and no page outside the API', () => {
    expect(entryOf(done({ method: 'GET' }), at)).toBeNull();
    expect(entryOf(done({ status: 403 }), at)).toBeNull();
    expect(entryOf(done({ principal: { ...admin, userRoleId: 1 } }), at)).toBeNull();
    expect(entryOf(done({ principal: null }), at)).toBeNull();
    expect(entryOf(done({ route: '/test-checkout/pay' }), at)).toBeNull();
    expect(entryOf(done({ route: undefined }), at)).toBeNull();
  });

  it('records a sign-in with who signed in, and a refused one with no one', () => {
    const signIn = { method: 'POST', route: '/api/v1/auth/login', params: {}, principal: null };
    expect(entryOf(done({ ...signIn, signIn: admin }), at)).toMatchObject({
      action: 'sign-in',
      actorId: 4,
      schoolId: 2,
    });
    expect(entryOf(done({ ...signIn, status: 401, signIn: null }), at)).toMatchObject({
      action: 'sign-in failed',
      actorId: null,
      actorRole: null,
      schoolId: null,
      status: 401,
    });
  });

  it('records a bulk change once per record its body names, and a refused one not at all', () => {
    const bulk = { route: '/api/v1/admin/questions/state', params: {}, targets: [5, 6, 0] };
    expect(entriesOf(done(bulk), at).map((e) => e.targetId)).toEqual([5, 6]);
    expect(entriesOf(done({ ...bulk, status: 403 }), at)).toEqual([]);
    expect(entriesOf(done({ ...bulk, targets: [] }), at)).toHaveLength(1);
  });
});
