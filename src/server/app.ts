import { lineupsRoutes, substitutesRoutes } from './features/lineups/index';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ApiErrorBody, ErrorCode, FieldIssue } from '../shared/api-error';
import { CLIENT_IP_HEADER } from './auth';
import { announcementsRoutes } from './features/announcements/announcements.routes';
import { appManifestRoutes } from './features/app-manifest/app-manifest.routes';
import { previewFor, withPreview } from './features/share-previews/index';
import { availabilityRoutes } from './features/availability/availability.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { captainRoutes } from './features/captain/index';
import { withoutFeedToken } from './features/calendar/index';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes';
import { operationExamples } from './features/api-docs/examples';
import { authEndpointRoutes } from './features/auth-endpoints/auth-endpoints.routes';
import { galleryRoutes } from './features/gallery/gallery.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { disciplineRoutes } from './features/discipline/discipline.routes';
import { discountCodesRoutes } from './features/discount-codes/discount-codes.routes';
import { divisionsRoutes } from './features/divisions/divisions.routes';
import { gameEventsRoutes } from './features/game-events/game-events.routes';
import { gamesRoutes } from './features/games/games.routes';
import { homeRoutes } from './features/home/home.routes';
import { leagueDirectoryRoutes } from './features/league-directory/league-directory.routes';
import { liveRoutes } from './features/live/live.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { phoneLinkRoutes } from './features/phone-link/phone-link.routes';
import { photoMediaRoutes, photosRoutes } from './features/photos/photos.routes';
import { adminPlayersRoutes } from './features/players/admin-players.routes';
import { adminScheduleRoutes } from './features/admin-schedule/admin-schedule.routes';
import { adminRankingsRoutes } from './features/admin-rankings/admin-rankings.routes';
import { rankingsRoutes } from './features/rankings/rankings.routes';
import { notificationsRoutes } from './features/notifications/index';
import { teamChatRoutes } from './features/team-chat/index';
import { checkInRoutes } from './features/check-in/index';
import { draftsRoutes } from './features/drafts/index';
import { profileRoutes } from './features/profile/profile.routes';
import { refereeRoutes } from './features/referee/referee.routes';
import { registrationsAdminRoutes } from './features/admin-registrations/admin-registrations.routes';
import { registrationsRoutes } from './features/registrations/registrations.routes';
import { returningPlayersRoutes } from './features/returning-players/returning-players.routes';
import { playerMergeRoutes } from './features/player-merge/player-merge.routes';
import { scheduleGeneratorRoutes } from './features/schedule-generator/schedule-generator.routes';
import { scheduleImportRoutes } from './features/schedule-import/schedule-import.routes';
import { schedulePublicRoutes } from './features/schedule-public/schedule-public.routes';
import { playerStatsRoutes } from './features/player-stats/player-stats.routes';
import { seasonsRoutes } from './features/seasons/seasons.routes';
import { loadActor } from './features/session/session.service';
import { sessionRoutes } from './features/session/session.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { adminTeamsRoutes } from './features/teams/admin-teams.routes';
import { teamsRoutes } from './features/teams/teams.routes';
import { adminUsersRoutes } from './features/users/admin-users.routes';
import { teamInvitesRoutes } from './features/team-invites/index';
import { tradesRoutes } from './features/trades/index';
import { teamScheduleRoutes } from './features/team-schedule/team-schedule.routes';
import { waitlistAdminRoutes } from './features/waitlist/admin-waitlist.routes';
import { waitlistRoutes } from './features/waitlist/waitlist.routes';
import { waiversAdminRoutes } from './features/waivers/admin-waivers.routes';
import { waiversRoutes } from './features/waivers/waivers.routes';
import { venuesRoutes } from './features/venues/venues.routes';
import { DatabaseTimeoutError, databaseFailureNoted, databaseUnavailableReason, withDatabaseFailureScope } from './db/unavailable';
import type { AppDeps, AppEnv } from './http/context';
import { limitRequestBodies } from './http/body-limit';
import { clientAddress } from './http/client-address';
import { mountApiRoutes, type ApiRouteGroup, type MountedRoute } from './http/api-route';
import { createSharedAnswers } from './http/shared-read';
import { AppError, serviceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './http/errors';
import { buildOpenApiDocument } from './http/openapi';
import { noStoreByDefault, sameOriginGuard, securityHeaders } from './http/security';
import { guardJsonRequestBody, refuseNulInUrl } from './http/validate';

/**
 * Every API feature, in one list: the authorization test walks the routes they declare, the
 * OpenAPI document describes them and the web client's types are read off them (api-contract.ts).
 */
export function featureRoutes(deps: AppDeps) {
  return [
    () => authEndpointRoutes,
    sessionRoutes,
    settingsRoutes,
    gamesRoutes,
    liveRoutes,
    gameEventsRoutes,
    refereeRoutes,
    homeRoutes,
    phoneLinkRoutes,
    outboxRoutes,
    teamsRoutes,
    adminTeamsRoutes,
    adminScheduleRoutes,
    venuesRoutes,
    seasonsRoutes,
    divisionsRoutes,
    leagueDirectoryRoutes,
    waiversRoutes,
    waiversAdminRoutes,
    photosRoutes,
    photoMediaRoutes,
    galleryRoutes,
    waitlistRoutes,
    waitlistAdminRoutes,
    announcementsRoutes,
    adminPlayersRoutes,
    adminUsersRoutes,
    profileRoutes,
    dashboardRoutes,
    discountCodesRoutes,
    registrationsAdminRoutes,
    registrationsRoutes,
    returningPlayersRoutes,
    playerMergeRoutes,
    paymentsRoutes,
    scheduleGeneratorRoutes,
    scheduleImportRoutes,
    schedulePublicRoutes,
    rankingsRoutes,
    adminRankingsRoutes,
    playerStatsRoutes,
    availabilityRoutes,
    calendarRoutes,
    appManifestRoutes,
    disciplineRoutes,
    notificationsRoutes,
    lineupsRoutes,
    substitutesRoutes,
    captainRoutes,
    teamInvitesRoutes,
    tradesRoutes,
    teamScheduleRoutes,
    teamChatRoutes,
    checkInRoutes,
    draftsRoutes,
  ].map((f) => f(deps));
}

/** A path as the log may keep it: no calendar feed token, no team invite token (decision 077). */
const pathForLog = (path: string) => withoutFeedToken(path).replace(/^(\/join-team\/|\/api\/team-invites\/)[^/]+/, '$1…');

/** The app's version for the OpenAPI document. */
const API_VERSION = '1.0.0';

export interface AppOptions {
  /** Built web app to serve (npm start); omitted for API-only servers in tests and dev. */
  webDist?: string;
  hsts?: boolean;
  /** Check every JSON answer against its declared response schema (not in production). */
  checkResponses?: boolean;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', (_c, next) => withDatabaseFailureScope(next));
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const logger = deps.logger.child({ requestId: c.var.requestId });
    c.set('logger', logger);
    c.set('actor', null);
    const started = performance.now();
    await next();
    // The path only: a query string holds what was searched for (names, phone numbers); and
    // not a private calendar feed's token, which is the feed's key.
    logger.debug({ method: c.req.method, path: pathForLog(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  app.use('*', securityHeaders({ hsts: options.hsts ?? false }));
  app.use('*', compress());
  app.use('/api/*', noStoreByDefault());
  // Before anything reads a body: one size limit for every route (http/body-limit.ts).
  app.use('*', limitRequestBodies());
  app.use('/api/*', refuseNulInUrl());

  app.onError((error, c) => {
    // The one place a database that cannot answer becomes a 503 (decision 056): one short line
    // per request, no stack (an outage would write one per request).
    const unavailableReason = error instanceof AppError ? undefined : (databaseUnavailableReason(error) ?? databaseFailureNoted());
    if (unavailableReason) {
      c.var.logger.warn({ reason: unavailableReason, method: c.req.method, path: pathForLog(c.req.path) }, 'database unavailable');
      error = serviceUnavailable();
    }
    if (error instanceof AppError) {
      return c.json<ApiErrorBody>(
        { error: { code: error.code, message: error.message, issues: error.issues, detail: error.detail } },
        error.status as 400,
        error.headers,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<ApiErrorBody>({ error: { code: codeForStatus(error.status), message: error.message } }, error.status);
    }
    // Never a stack trace or SQL to the client; the log has them under the request id, without
    // the query's parameter values (the logger's error serializer drops them).
    c.var.logger.error({ err: error }, 'unhandled error');
    return c.json<ApiErrorBody>({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      // A hung database must not hang the load balancer's check: not ready after the connect bound.
      await withDeadline(deps.database.checkReady(), deps.database.limits.connectTimeoutMs);
      return c.json({ status: 'ready' });
    } catch (error) {
      const reason = databaseUnavailableReason(error);
      c.var.logger.warn(reason ? { reason } : { err: error }, 'not ready');
      return c.json({ status: 'not ready' }, 503, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
    }
  });

  app.use('/api/*', sameOriginGuard(deps.trustedOrigins));
  // Better Auth reads its own bodies: JSON only, and no NUL byte, as for the app's routes.
  app.use('/api/auth/*', guardJsonRequestBody());

  // Better Auth answers under /api/auth. It reads the client address (rate limits, sessions)
  // from a header we set here from the socket, so a client cannot choose its own.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, deps.trustProxy));
    const response = await deps.auth.handler(new Request(c.req.raw, { headers }));
    // Better Auth answers a database that cannot answer with a 500 of its own: onError makes it the 503.
    if (response.status === 500 && databaseFailureNoted()) throw new Error('Better Auth could not reach the database');
    return reshapeAuthError(response);
  });

  app.use('/api/*', async (c, next) => {
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (found) c.set('actor', await loadActor(deps.database.db, found.user));
    await next();
  });

  const documented: MountedRoute[] = [];
  let openApiDocument: object | undefined;
  const documentOnce = () => (openApiDocument ??= buildOpenApiDocument(documented, { title: 'League API', version: API_VERSION }, operationExamples));
  const features: (Hono<AppEnv> | ApiRouteGroup)[] = [...featureRoutes(deps), apiDocsRoutes(documentOnce)];
  // Public answers the same for everyone, kept until the next committed write (decision 087).
  const sharedAnswers = createSharedAnswers({ version: () => deps.database.writes.version });
  for (const routes of features) {
    // Features not yet declared as an API contract are plain Hono apps (decision 017).
    if (routes instanceof Hono) app.route('/', routes);
    else documented.push(...mountApiRoutes(app, routes, { checkResponses: options.checkResponses ?? true, sharedAnswers }));
  }

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });

  if (options.webDist) mountWebApp(app, options.webDist, deps);
  return app;
}

export type App = ReturnType<typeof createApp>;

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION';
}

/** The promise, or a DatabaseTimeoutError once `ms` have passed (the work itself goes on to its own bound). */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new DatabaseTimeoutError(ms)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Better Auth's errors come as `{ code, message }`; give them the app's one error shape. */
async function reshapeAuthError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const headers = new Headers(response.headers);
  const retryAfter = headers.get('x-retry-after');
  if (retryAfter && !headers.has('retry-after')) headers.set('retry-after', retryAfter);
  let message = response.status === 429 ? 'Too many attempts. Please wait a minute and try again.' : 'The request could not be completed.';
  let issues: FieldIssue[] | undefined;
  try {
    const body = (await response.clone().json()) as { message?: unknown; code?: unknown; issues?: unknown };
    // Better Auth's own per-address limiter says only "Too many requests"; our limits
    // (auth-throttle, code RATE_LIMITED) say how long and what else works, so they are kept.
    const ownLimit = response.status === 429 && body.code === 'RATE_LIMITED';
    if (typeof body.message === 'string' && body.message && (response.status !== 429 || ownLimit)) message = body.message;
    // Our own refusals inside Better Auth (auth-redirects.ts) name the field.
    if (Array.isArray(body.issues)) issues = body.issues.filter(isFieldIssue);
  } catch {
    // not JSON: keep the generic message
  }
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const body: ApiErrorBody = { error: { code: codeForStatus(response.status), message, issues } };
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** The built SPA: hashed assets cached for a year; any other page path gets index.html. */
function mountWebApp(app: Hono<AppEnv>, webDist: string, deps: AppDeps) {
  const root = resolve(webDist);
  const indexPath = resolve(root, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No built web app at ${root}; run npm run build`);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root }));
  // A missing hashed asset must be a 404, not index.html: the page then reloads itself.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root, onFound: (_path, c) => void c.header('Cache-Control', 'no-cache') }));
  // A public game, team or player page: index.html with its link preview and schema.org data
  // (decision 089); anything else there (the player's own pages, an unknown id) is the plain app.
  app.get('/:section{games|team|player}/:id', async (c, next) => {
    // The preview is a bonus: a database that cannot answer still gets the app to the visitor.
    const found = await previewFor(deps.database.db, deps.baseUrl, c.req.param('section'), c.req.param('id')).catch((error: unknown) => {
      c.var.logger.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'page preview skipped');
      return null;
    });
    if (!found) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(withPreview(await readFile(indexPath, 'utf8'), found.preview, found.documentTitle));
  });
  app.get('*', serveStatic({ root, path: 'index.html', onFound: (_path, c) => void c.header('Cache-Control', 'no-cache') }));
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return typeof value === 'object' && value !== null && typeof (value as FieldIssue).path === 'string' && typeof (value as FieldIssue).message === 'string';
}
