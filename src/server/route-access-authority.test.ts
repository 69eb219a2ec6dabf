import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 065: a route's `access` rule is the one place that decides who may call it (the
 * authorization matrix checks every rule). A service takes its caller with `requireActor` and
 * repeats no role list, except where it is more than one route's body.
 */
const SERVICES_THAT_CHECK_ROLES = [
  // The entry of every game-day action (game events, the report, the referee's game page).
  'game-events/game-access.ts',
];

const features = join(dirname(fileURLToPath(import.meta.url)), 'features');

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield path;
  }
}

describe('who may call a route', () => {
  it('is decided by the route alone: no other service repeats a role check', () => {
    const checking = [...sourceFiles(features)]
      .filter((file) => /\bassertRoles\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(features, file).split('\\').join('/'))
      .sort();
    expect(checking).toEqual([...SERVICES_THAT_CHECK_ROLES].sort());
  });
});
