import pg from 'pg';

/**
 * One number for "setting the database up" (migrations, demo seed, first admin), the same in
 * every process of every version; any other advisory lock must use another.
 */
export const SETUP_LOCK_KEY = 7_411_085;

/**
 * Waits until no other process is setting the database up, then holds the lock until the
 * returned release is called (decision 085). The lock belongs to a connection of its own, not
 * the pool's: a process that dies while holding it drops the connection, and PostgreSQL lets
 * the next one in. Without it, two processes starting on a new database both ran the first
 * migration and one failed (`pg_type_typname_nsp_index`), and both could seed the demo.
 */
export async function acquireSetupLock(url: string, connectTimeoutMs: number): Promise<() => Promise<void>> {
  // No statement_timeout here: the wait lasts as long as the other process's migrations.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  // A connection that breaks while held must not take the process down; the release then finds it gone.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    } finally {
      // Closing the connection releases the lock anyway, should the unlock have failed.
      await client.end().catch(() => {});
    }
  };
}
