import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { checkLiveGame } from './games.service';

export function gamesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/games/live-check', allow.public(), async (c) => {
    // Asked by every open page every 30 s; a short shared cache keeps that cheap.
    c.header('Cache-Control', 'public, max-age=10');
    return c.json(await checkLiveGame(deps.database.db));
  });
}
