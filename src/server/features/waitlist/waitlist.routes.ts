import { Hono } from 'hono';
import { joinWaitlistInputSchema } from '../../../shared/schemas/waitlist';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { joinWaitlist } from './waitlist.service';

export function waitlistRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/api/waitlist', allow.public(), async (c) => {
    const input = await jsonBody(c, joinWaitlistInputSchema);
    return c.json(await joinWaitlist({ db: deps.database.db, storage: deps.photoStorage, input }), 201);
  });
}
