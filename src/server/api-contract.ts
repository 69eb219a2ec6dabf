import type { featureRoutes } from './app';
import type { ContractOf, RoutesOfGroups } from './http/api-route';

/**
 * The API as types: `'METHOD /path'` → its params, query, body and response, read off the
 * route declarations (decision 017). The one thing src/web imports from src/server, as a type.
 */
export type ApiContract = ContractOf<RoutesOfGroups<ReturnType<typeof featureRoutes>[number]>>;
export type ApiRouteKey = keyof ApiContract;
