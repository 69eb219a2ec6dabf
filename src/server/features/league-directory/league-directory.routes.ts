import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { queryParams } from '../../http/validate';
import { getPublicPlayer, listPublicPlayers } from './public-players.service';
import { getPublicTeam, listPublicTeams } from './public-teams.service';
import { pathId, publicPlayersQuerySchema, publicTeamsQuerySchema } from './queries';

/** The public teams and players pages: anyone may read them, and they carry public fields only. */
export function leagueDirectoryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get('/api/public/teams', allow.public(), async (c) => c.json(await listPublicTeams(db, queryParams(c, publicTeamsQuerySchema))))
    .get('/api/public/teams/:teamId', allow.public(), async (c) => c.json(await getPublicTeam(db, pathId(c.req.param('teamId'), 'That team'))))
    .get('/api/public/players', allow.public(), async (c) => c.json(await listPublicPlayers(db, queryParams(c, publicPlayersQuerySchema))))
    .get('/api/public/players/:playerId', allow.public(), async (c) =>
      c.json(await getPublicPlayer(db, pathId(c.req.param('playerId'), 'That player'))),
    );
}
