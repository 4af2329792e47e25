import { UserRole } from '@kyu/core/contract';

/**
 * Who may call a route, as its guard decides: anyone; anyone, with a Bearer token read when one
 * comes (a route that serves an anonymous holder and a signed-in user alike); any signed-in user;
 * or the signed-in users of some roles. The guards of sessions/plugin.ts carry theirs, so the
 * OpenAPI document states each call's security from the guard that really runs.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'optional' }
  | { kind: 'user' }
  | { kind: 'roles'; roles: readonly number[] };

const ACCESS = Symbol('kyu.access');

type Tagged = { [ACCESS]?: Access };

/** Marks a preHandler as a guard that lets through whom `access` says. */
export function markGuard<F extends (...args: never[]) => unknown>(guard: F, access: Access): F {
  (guard as F & Tagged)[ACCESS] = access;
  return guard;
}

/** The access a preHandler grants when it is a guard, else undefined. */
export const guardAccess = (hook: unknown): Access | undefined =>
  typeof hook === 'function' ? (hook as Tagged)[ACCESS] : undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'optional'`: the route has no guard but reads the caller's Bearer token when one comes
     * (an anonymous attempt's holder and a signed-in student call it alike).
     */
    signIn?: 'optional';
  }
}

/** A route as Fastify's onRoute hook and the swagger transform see it. */
export interface GuardedRoute {
  preHandler?: unknown;
  config?: { signIn?: 'optional' };
}

/** The access of a route: that of its guards (the strictest wins), or what its config says. */
export function accessOf(route: GuardedRoute): Access {
  const hooks = Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
  const guards = hooks.map(guardAccess).filter((a): a is Access => a !== undefined);
  const roles = guards.find((a) => a.kind === 'roles');
  if (roles) return roles;
  if (guards.some((a) => a.kind === 'user')) return { kind: 'user' };
  if (route.config?.signIn === 'optional') return { kind: 'optional' };
  return { kind: 'public' };
}

const ROLE_NAMES = Object.fromEntries(
  Object.entries(UserRole).map(([name, id]) => [id, name]),
) as Record<number, string>;

/** The name of a role id, as the OpenAPI document spells it (`teacher`). */
export const roleName = (id: number) => ROLE_NAMES[id] ?? `role ${id}`;
