import { Hono } from 'hono';
import { linkPhoneAuthInputSchema } from '../../../shared/schemas/auth';
import { allow, requireActor } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { jsonBody } from '../../http/validate';
import { linkPhoneAuth } from './phone-link.service';

export function phoneLinkRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/api/link-phone-auth', allow.signedIn(), async (c) => {
    const input = await jsonBody(c, linkPhoneAuthInputSchema);
    return c.json(await linkPhoneAuth({ db: deps.database.db, actor: requireActor(c.var.actor), input }));
  });
}
