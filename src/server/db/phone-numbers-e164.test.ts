import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { migrationsFolder } from './client';
import { users } from './schema/index';

// Migration 0012 (decision 054) on rows as the old normalisation stored them: a fresh test
// database has none, so they are put in and the migration's statement is run again.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function phoneOf(id: string): Promise<string | null | undefined> {
  const [row] = await server.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, id));
  return row?.phone;
}

describe('migration 0012: sign-in numbers in E.164', () => {
  it('gives digits-only numbers their +1 form, and leaves numbers two accounts would share', async () => {
    const rows = [
      { id: 'e164-ten', phoneNumber: '5557710001' },
      { id: 'e164-eleven', phoneNumber: '15557710002' },
      { id: 'e164-already', phoneNumber: '+15557710003' },
      { id: 'e164-taken', phoneNumber: '5557710003' },
      { id: 'e164-twin-a', phoneNumber: '5557710004' },
      { id: 'e164-twin-b', phoneNumber: '15557710004' },
      { id: 'e164-abroad', phoneNumber: '+442079460958' },
    ];
    await server.db.insert(users).values(rows.map((row) => ({ ...row, name: 'Phone Account', email: `${row.id}@phone.invalid` })));
    const migration = await readFile(resolve(migrationsFolder, '0012_phone_numbers_e164.sql'), 'utf8');
    await server.db.execute(sql.raw(migration));
    expect(await phoneOf('e164-ten')).toBe('+15557710001');
    expect(await phoneOf('e164-eleven')).toBe('+15557710002');
    expect(await phoneOf('e164-already')).toBe('+15557710003');
    expect(await phoneOf('e164-taken')).toBe('5557710003');
    expect(await phoneOf('e164-twin-a')).toBe('5557710004');
    expect(await phoneOf('e164-twin-b')).toBe('15557710004');
    expect(await phoneOf('e164-abroad')).toBe('+442079460958');
  });
});
