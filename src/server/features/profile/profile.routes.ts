import { Hono } from 'hono';
import { updateMyPlayerInputSchema } from '../../../shared/schemas/profile';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { getMyPlayer, updateMyPlayer } from './profile.service';

export function profileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get('/api/me/player', allow.signedIn(), async (c) => c.json(await getMyPlayer({ db, actor: c.var.actor })))
    .put('/api/me/player', allow.signedIn(), async (c) => {
      const input = await jsonBody(c, updateMyPlayerInputSchema);
      return c.json(await updateMyPlayer({ db, storage: deps.photoStorage, actor: c.var.actor, input }));
    });
}
