import { z } from 'zod';
import { calendarFeedSchema, myCalendarSchema } from '../../../shared/api/calendar';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse, withStatus } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { createMyCalendar, getMyCalendar, playerCalendar, revokeMyCalendar, teamCalendar } from './calendar.service';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The feeds' path ends in ".ics" (what calendar apps expect of a subscription's address), so
 * the whole last segment is the parameter: `<teamId>.ics` and `<token>.ics`. Anything else is a 404.
 */
const teamFeedParams = z.object({ teamFeed: z.string().regex(new RegExp(`^${UUID}\\.ics$`)) }).transform((p) => ({ teamId: p.teamFeed.slice(0, -4) }));
const playerFeedParams = z.object({ playerFeed: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) }).transform((p) => ({ token: p.playerFeed.slice(0, -4) }));

const CALENDAR = 'text/calendar; charset=utf-8';

function calendarResponse(text: string, cacheControl: string): Response {
  return new Response(text, { headers: { 'Content-Type': CALENDAR, 'Cache-Control': cacheControl } });
}

/** Calendar feeds (iCalendar) of a team (public) and of a player (a private address), decision 040. */
export function calendarRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const baseUrl = deps.baseUrl;
  return apiRoutes('Calendar feeds', [
    apiRoute(
      {
        method: 'get',
        path: '/api/calendar/teams/:teamFeed',
        summary: "A team's games as an iCalendar feed: /api/calendar/teams/{teamId}.ics",
        access: access.public,
        params: teamFeedParams,
        notFound: 'That team',
        response: fileResponse(CALENDAR),
      },
      // Calendar apps poll; the same for everyone, so shared caches may keep it a few minutes.
      async ({ params }) => calendarResponse(await teamCalendar(db, baseUrl, params.teamId), 'public, max-age=300'),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/calendar/players/:playerFeed',
        summary: "A player's team games as an iCalendar feed, at the private address from POST /api/me/calendar",
        description: 'The address is the key: no sign-in (calendar apps cannot), a 404 once revoked. Never cached.',
        access: access.public,
        params: playerFeedParams,
        notFound: 'That calendar',
        response: fileResponse(CALENDAR),
      },
      async ({ params }) => calendarResponse(await playerCalendar(db, baseUrl, params.token), 'no-store'),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/me/calendar',
        summary: "The caller's private calendar feed address, if made",
        access: access.roles('player', 'captain', 'admin'),
        response: myCalendarSchema,
      },
      async ({ actor }) => getMyCalendar({ db, actor, baseUrl }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/me/calendar',
        summary: "Make the caller's private calendar feed address (or answer the one made before)",
        access: access.roles('player', 'captain', 'admin'),
        response: calendarFeedSchema,
        status: 201,
        alsoStatus: [200],
      },
      async ({ actor }) => {
        const { created, feed } = await createMyCalendar({ db, actor, baseUrl });
        return created ? feed : withStatus(200, feed);
      },
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/me/calendar',
        summary: "Revoke the caller's private calendar feed address",
        access: access.roles('player', 'captain', 'admin'),
        response: emptyResponse,
      },
      async ({ actor }) => revokeMyCalendar({ db, actor }),
    ),
  ]);
}
