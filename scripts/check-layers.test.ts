import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers } from './check-layers.mjs';

// The layering check (decisions 018 and 065) fed small trees: each rule must fail on its own
// broken import, so `npm run lint` fails on it.
const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A temporary tree holding the given files (path under the root → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-layers-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Two server features and a core module that keep to the rules; each test breaks one. */
const healthy = {
  'src/server/core/audit/audit.service.ts': 'export const recordAudit = () => undefined;\n',
  'src/server/features/teams/index.ts': "export { teamName } from './teams.service';\n",
  'src/server/features/teams/teams.service.ts': "import { recordAudit } from '../../core/audit/audit.service';\nexport const teamName = () => recordAudit();\n",
  'src/server/features/users/users.service.ts': "import { teamName } from '../teams/index';\nexport const userTeam = () => teamName();\n",
  'src/web/features/home/index.ts': 'export const home = 1;\n',
  'src/web/features/schedule/page.tsx': "export const load = () => import('../home/index');\n",
};

describe('scripts/check-layers.mjs', () => {
  it('passes a tree that keeps to the rules', () => {
    expect(checkLayers(tree(healthy))).toEqual([]);
  });

  it('fails a server feature importing another feature’s internals', () => {
    const root = tree({ ...healthy, 'src/server/features/users/users.service.ts': "import { teamName } from '../teams/teams.service';\n" });
    expect(checkLayers(root)).toEqual([
      expect.stringMatching(/^src\/server\/features\/users\/users\.service\.ts:1: feature users imports .*teams\.service, an internal of feature teams/),
    ]);
  });

  it('fails a dynamic import across server features like a static one', () => {
    const root = tree({
      ...healthy,
      'src/server/features/users/users.service.ts': "export const later = async () => (await import('../teams/teams.service')).teamName;\n",
    });
    expect(checkLayers(root)).toEqual([
      expect.stringMatching(/users\.service\.ts:1: feature users dynamically imports .*teams\.service, an internal of feature teams/),
    ]);
  });

  it('fails a dynamic import of another web feature’s internals', () => {
    const root = tree({ ...healthy, 'src/web/features/schedule/page.tsx': "export const load = () => import('../home/components/home-page');\n" });
    expect(checkLayers(root)).toEqual([
      expect.stringMatching(/page\.tsx:1: feature schedule dynamically imports .*home\/components\/home-page, an internal of feature home/),
    ]);
  });

  it('counts `typeof import(…)` as a type: a boundary crossing, not a run-time cycle', () => {
    const root = tree({
      ...healthy,
      'src/server/features/teams/roster.ts': "export type Teams = typeof import('./teams.service');\nexport const roster = 1;\n",
      'src/server/features/teams/teams.service.ts': "import { roster } from './roster';\nexport const teamName = () => roster;\n",
      'src/server/features/users/types.ts': "export type Teams = typeof import('../teams/teams.service');\n",
    });
    expect(checkLayers(root)).toEqual([
      expect.stringMatching(/types\.ts:1: feature users imports \(typeof import\) .*teams\.service, an internal of feature teams/),
    ]);
  });

  it('fails server features that import each other in a circle, even through their index.ts', () => {
    const root = tree({
      ...healthy,
      'src/server/features/users/index.ts': "export { userTeam } from './users.service';\n",
      'src/server/features/teams/teams.service.ts':
        "import type { userTeam } from '../users/index';\nexport const teamName = (): ReturnType<typeof userTeam> => undefined;\n",
    });
    expect(checkLayers(root)).toEqual([expect.stringMatching(/^server features import each other in a circle: teams → users .*, users → teams/)]);
  });

  it('lets a feature’s tests set up data through another feature that imports it', () => {
    const root = tree({
      ...healthy,
      'src/server/features/teams/teams.test.ts': "import { userTeam } from '../users/index';\nuserTeam();\n",
      'src/server/features/users/index.ts': "export { userTeam } from './users.service';\n",
    });
    expect(checkLayers(root)).toEqual([]);
  });

  it('fails server modules that import each other in a circle at run time', () => {
    const root = tree({
      ...healthy,
      'src/server/features/teams/roster.ts': "import { teamName } from './teams.service';\nexport const roster = () => teamName();\n",
      'src/server/features/teams/teams.service.ts': "import { roster } from './roster';\nexport const teamName = () => roster;\n",
    });
    expect(checkLayers(root)).toEqual([
      expect.stringMatching(/^server modules import each other in a circle at run time: .*roster\.ts → .*teams\.service\.ts → .*roster\.ts/),
    ]);
  });

  it('fails a server feature importing the web app', () => {
    const root = tree({ ...healthy, 'src/server/features/users/labels.ts': "export { home } from '../../../web/features/home/index';\n" });
    expect(checkLayers(root)).toEqual([expect.stringMatching(/labels\.ts:1: src\/server must not import src\/web\/features\/home/)]);
  });

  it('fails core importing a feature', () => {
    const root = tree({
      ...healthy,
      'src/server/core/audit/audit.service.ts': "import { teamName } from '../../features/teams/index';\nexport const recordAudit = teamName;\n",
    });
    expect(checkLayers(root)).toContainEqual(expect.stringMatching(/audit\.service\.ts:1: src\/server\/core serves the features and must not import one/));
  });

  it('fails a src/shared/*-api.ts beside the domain files (one home per thing)', () => {
    const root = tree({ ...healthy, 'src/shared/teams-api.ts': 'export const TEAMS_PAGE_SIZE = 25;\n' });
    expect(checkLayers(root)).toEqual([expect.stringMatching(/^src\/shared\/teams-api\.ts: a second home for a shared domain/)]);
  });

  it('fails src/shared modules that import each other in a circle, even by type only', () => {
    const root = tree({
      ...healthy,
      'src/shared/teams.ts': "export type { Team } from './api/teams';\nexport const TEAM_ROLES = ['player'] as const;\n",
      'src/shared/api/teams.ts': "import { TEAM_ROLES } from '../teams';\nexport interface Team { role: (typeof TEAM_ROLES)[number] }\n",
    });
    expect(checkLayers(root)).toEqual([
      expect.stringMatching(
        /^src\/shared modules import each other in a circle: src\/shared\/api\/teams\.ts → src\/shared\/teams\.ts → src\/shared\/api\/teams\.ts/,
      ),
    ]);
  });

  it('passes this repository', () => {
    expect(checkLayers(resolve(dirname(fileURLToPath(import.meta.url)), '..'))).toEqual([]);
  });
});
