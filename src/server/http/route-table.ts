import type { Hono } from 'hono';
import { accessRuleOf, type AccessRule } from './access';
import type { AppEnv } from './context';

export interface ApiRoute {
  method: string;
  path: string;
  /** Undefined means the route forgot to declare who may call it (a test fails on that). */
  rule: AccessRule | undefined;
}

/**
 * The app's feature API routes with their access rules, read off Hono's route table.
 * Better Auth's mount and the fallbacks (paths ending in *) are not feature routes.
 */
export function listApiRoutes(app: Hono<AppEnv>): ApiRoute[] {
  const byRoute = new Map<string, ApiRoute>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.endsWith('*')) continue;
    const key = `${route.method} ${route.path}`;
    const found = byRoute.get(key) ?? { method: route.method, path: route.path, rule: undefined };
    found.rule ??= accessRuleOf(route.handler);
    byRoute.set(key, found);
  }
  return [...byRoute.values()];
}
