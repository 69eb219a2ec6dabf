import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { selectRows } from '../../db/client';
import type { RowKey } from './merge-changes';
import { type PlayerReference, tableNameOf } from './player-references';

// The generic reads and writes of one player reference (decision 084). Every name comes from
// the drizzle schema through PLAYER_REFERENCES, never from a caller, so building SQL from
// identifiers here is safe.

const table = (ref: PlayerReference) => sql.identifier(tableNameOf(ref));
const col = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
const keyOf = (ref: PlayerReference, alias: string) =>
  sql`jsonb_build_object(${sql.join(
    ref.rowKey.map((c) => sql`${sql.raw(`'${c.name}'`)}::text, ${col(alias, c.name)}`),
    sql`, `,
  )})`;
const inKeys = (ref: PlayerReference, alias: string, keys: readonly RowKey[]) =>
  sql`${keyOf(ref, alias)} in (select jsonb_array_elements(${JSON.stringify(keys)}::jsonb))`;

export async function countRows(tx: Transaction, ref: PlayerReference, value: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from ${table(ref)} as d where ${col('d', ref.column.name)} = ${value}`);
  return row?.n ?? 0;
}

/** The rows of `from` that a row of `to` would clash with, whole. */
export async function conflictingRows(
  tx: Transaction,
  ref: PlayerReference,
  from: string,
  to: string,
): Promise<{ key: RowKey; row: Record<string, unknown> }[]> {
  const { conflict } = ref;
  if (!conflict) return [];
  // No columns: one row per player (a pass), so any row of the primary's is the clash.
  const same: SQL[] =
    conflict.columns.length > 0 ? conflict.columns.map((c) => sql`${col('p', c.name)} is not distinct from ${col('d', c.name)}`) : [sql`true`];
  const when = (alias: string): SQL => (conflict.when ? sql` and ${conflict.when(sql`${sql.identifier(alias)}`)}` : sql``);
  return selectRows(
    tx,
    sql`select ${keyOf(ref, 'd')} as key, to_jsonb(d) as row from ${table(ref)} as d
        where ${col('d', ref.column.name)} = ${from}${when('d')}
          and exists (select 1 from ${table(ref)} as p where ${col('p', ref.column.name)} = ${to} and ${sql.join(same, sql` and `)}${when('p')})`,
  );
}

/** Points the rows of `from` (all but `except`) at `to`; the keys of the rows moved. */
export async function moveRows(tx: Transaction, ref: PlayerReference, from: string, to: string, except: readonly RowKey[]): Promise<RowKey[]> {
  const rows = await selectRows<{ key: RowKey }>(
    tx,
    sql`update ${table(ref)} as d set ${sql.identifier(ref.column.name)} = ${to}
        where ${col('d', ref.column.name)} = ${from} and not (${inKeys(ref, 'd', except)})
        returning ${keyOf(ref, 'd')} as key`,
  );
  return rows.map((r) => r.key);
}

/** Points exactly the rows named by `keys` (holding `from`) at `to`; how many were found. */
export async function moveRowsBack(tx: Transaction, ref: PlayerReference, from: string, to: string, keys: readonly RowKey[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await selectRows<{ one: number }>(
    tx,
    sql`update ${table(ref)} as d set ${sql.identifier(ref.column.name)} = ${to}
        where ${col('d', ref.column.name)} = ${from} and ${inKeys(ref, 'd', keys)} returning 1 as one`,
  );
  return rows.length;
}

export async function deleteRows(tx: Transaction, ref: PlayerReference, from: string, keys: readonly RowKey[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(sql`delete from ${table(ref)} as d where ${col('d', ref.column.name)} = ${from} and ${inKeys(ref, 'd', keys)}`);
}

export async function insertRows(tx: Transaction, ref: PlayerReference, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    await tx.execute(sql`insert into ${table(ref)} select * from jsonb_populate_record(null::${table(ref)}, ${JSON.stringify(row)}::jsonb)`);
  }
}

/** Sets `status` of the rows named by `keys`; each key's own status when given one. */
export async function setStatus(tx: Transaction, ref: PlayerReference, value: string, entries: readonly { key: RowKey; status: string }[]): Promise<void> {
  for (const entry of entries) {
    await tx.execute(
      sql`update ${table(ref)} as d set status = ${entry.status} where ${col('d', ref.column.name)} = ${value} and ${inKeys(ref, 'd', [entry.key])}`,
    );
  }
}
