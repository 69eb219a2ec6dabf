import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { databaseUnavailableReason, isDatabaseUnavailable } from './unavailable';

/** What the driver really throws, as Drizzle hands it to the app. */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** The PGlite side of decision 056 (the PostgreSQL side is database-outage.test.ts, through a proxy). */
describe('a database that cannot answer, on PGlite', () => {
  let handle: DatabaseHandle;
  let closed = false;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite-memory' });
  });
  afterAll(async () => {
    if (!closed) await handle.close();
  });

  it('is told from other failures by its SQLSTATE: a cancelled statement or a shutdown is "unavailable", a broken rule is not', async () => {
    const raise = (state: string) => failureOf(() => handle.db.execute(sql.raw(`do $$ begin raise exception 'x' using errcode = '${state}'; end $$`)));
    expect(databaseUnavailableReason(await raise('query_canceled'))).toBe('57014');
    expect(databaseUnavailableReason(await raise('admin_shutdown'))).toBe('57P01');
    expect(databaseUnavailableReason(await raise('connection_failure'))).toBe('08006');
    expect(isDatabaseUnavailable(await raise('unique_violation'))).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(() => handle.db.execute(sql`select * from no_such_table`)))).toBe(false);
  });

  // Last: it closes the database.
  it('is "unavailable" once PGlite is closed (a request arriving during shutdown)', async () => {
    await handle.close();
    closed = true;
    expect(isDatabaseUnavailable(await failureOf(() => handle.db.execute(sql`select 1`)))).toBe(true);
  });
});
