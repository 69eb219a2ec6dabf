import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { PLAYER_REFERENCES } from './player-references';

// The drift check of decision 084: a new table with a column pointing at players must get its
// line in PLAYER_REFERENCES, or a merge would leave its rows on the duplicate.
const NOT_MOVED = new Set(['player_merges.primary_player_id', 'player_merges.duplicate_player_id']);

describe('PLAYER_REFERENCES', () => {
  it('names every column of the schema that points at a player', () => {
    const pointing: string[] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      for (const fk of getTableConfig(value).foreignKeys) {
        const ref = fk.reference();
        if (getTableName(ref.foreignTable) !== 'players') continue;
        for (const column of ref.columns) pointing.push(`${getTableName(value)}.${column.name}`);
      }
    }
    const listed = PLAYER_REFERENCES.filter((r) => r.by === 'player').map((r) => `${getTableName(r.table)}.${r.column.name}`);
    expect(pointing.filter((c) => !NOT_MOVED.has(c)).sort()).toEqual([...listed].sort());
  });
});
