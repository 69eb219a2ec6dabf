import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { listTeamOptions } from './teams.service';

export function teamsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/teams/options', allow.public(), async (c) => c.json(await listTeamOptions(deps.database.db)));
}
