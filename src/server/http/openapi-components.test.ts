import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { sharedShapeNames } from './openapi-components';
import { SHARED_SHAPE_MODULES } from './shared-shape-modules';

describe('the names of the OpenAPI components', () => {
  it('come from every module of shared shapes', () => {
    const shared = resolve(import.meta.dirname, '../../shared');
    const files = ['api', 'schemas'].flatMap((folder) =>
      readdirSync(resolve(shared, folder))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => `${folder}/${file.replace(/\.ts$/, '')}`),
    );
    expect(Object.keys(SHARED_SHAPE_MODULES).sort()).toEqual(files.sort());
  });

  it("are the export's name without Schema; a name taken twice gets its module's name first", () => {
    const teamSchema = z.object({ id: z.string() });
    const otherTeamSchema = z.object({ name: z.string() });
    const names = sharedShapeNames({ 'api/teams': { teamSchema, pageOf: () => undefined }, 'api/admin-teams': { teamSchema: otherTeamSchema } });
    expect([...names.values()]).toEqual(['Team', 'AdminTeamsTeam']);
  });
});
