import { sql } from 'drizzle-orm';
import type { Auth } from '../../auth';
import { selectRows, type Database } from '../client';
import { userRoles } from '../schema/index';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** Demo only: printed at start-up and written in the README. */
export const DEMO_PASSWORD = 'demo-league-pass';

export const DEMO_ACCOUNTS: DemoAccount[] = ['admin', 'captain', 'referee', 'statistician', 'player'].map((role) => ({
  role,
  email: `${role}@demo.league`,
  password: DEMO_PASSWORD,
}));

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from users) and not exists (select 1 from seasons) as empty`,
  );
  return Boolean(row?.empty);
}

export async function seedDemoLeague({ db, auth }: { db: Database; auth: Auth; now: Date }): Promise<DemoAccount[]> {
  for (const account of DEMO_ACCOUNTS) {
    const name = `Demo ${account.role[0]?.toUpperCase()}${account.role.slice(1)}`;
    const created = await auth.api.signUpEmail({ body: { email: account.email, password: account.password, name } });
    if (account.role !== 'player') await db.insert(userRoles).values({ userId: created.user.id, role: account.role }).onConflictDoNothing();
  }
  return DEMO_ACCOUNTS;
}
