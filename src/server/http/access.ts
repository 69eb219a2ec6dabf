import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { Role } from '../../shared/roles';
import type { Actor, AppEnv } from './context';
import { forbidden, unauthenticated } from './errors';

/** Who may call a route. Every API route declares one; a test reads them off the route table. */
export type AccessRule = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] };

/** The access rules a route declares (src/server/http/api-route.ts): `access: access.roles('admin')`. */
export const access = {
  public: { kind: 'public' } as const,
  signedIn: { kind: 'signedIn' } as const,
  roles: <const R extends Role>(...roles: R[]) => ({ kind: 'roles', roles }) as const,
};

const ruleOfHandler = new WeakMap<object, AccessRule>();

export function accessRuleOf(handler: unknown): AccessRule | undefined {
  return typeof handler === 'function' ? ruleOfHandler.get(handler) : undefined;
}

function tagged(rule: AccessRule, handler: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  ruleOfHandler.set(handler, rule);
  return handler;
}

export function holdsAnyRole(actor: Actor, roles: readonly string[]): boolean {
  return actor.roles.some((role) => roles.includes(role));
}

export const allow = {
  public: () =>
    tagged(
      { kind: 'public' },
      createMiddleware<AppEnv>(async (_c, next) => next()),
    ),
  signedIn: () =>
    tagged(
      { kind: 'signedIn' },
      createMiddleware<AppEnv>(async (c, next) => {
        if (!c.var.actor) throw unauthenticated();
        await next();
      }),
    ),
  roles: (...roles: Role[]) =>
    tagged(
      { kind: 'roles', roles },
      createMiddleware<AppEnv>(async (c, next) => {
        const actor = c.var.actor;
        if (!actor) throw unauthenticated();
        if (!holdsAnyRole(actor, roles)) throw forbidden();
        await next();
      }),
    ),
};

/**
 * The signed-in actor; only call behind allow.signedIn() or allow.roles(). A service takes its
 * caller with this: the route's rule decided who may call (decision 065), the service only
 * decides what this caller may touch (their own registration, the game they referee).
 */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}

/**
 * A role check inside a service, only where the service is more than one route's body
 * (decision 065 lists them: `authorizeGame`, the entry of every game-day action). Elsewhere the
 * route's `access` rule is the one authority; do not repeat it here.
 */
export function assertRoles(actor: Actor | null, roles: readonly Role[]): Actor {
  if (!actor) throw unauthenticated();
  if (!holdsAnyRole(actor, roles)) throw forbidden();
  return actor;
}
