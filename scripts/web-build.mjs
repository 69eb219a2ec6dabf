import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = resolve(import.meta.dirname, '..');
// WEB_OUT_DIR lets parallel e2e runs (on other E2E_PORTs) build without clobbering each other.
const outDir = process.env.WEB_OUT_DIR ?? 'dist/web';
const builtIndex = join(root, outDir, 'index.html');
const inputs = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under a path (a file or a whole folder), 0 when it is missing. */
export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** True when the built app is missing or older than any web source. */
export function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return inputs.some((input) => newestChange(join(root, input)) > builtAt);
}

/**
 * Builds in a child process: Vite sets NODE_ENV=production in the process it runs in, which
 * would change how the server that starts next reads its configuration, and the build's
 * memory would stay with the server.
 */
export async function buildWebIfNeeded({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return false;
  console.log('Building the web app…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  // NODE_ENV=production always: a server started with NODE_ENV=test (the e2e server) would
  // otherwise get React's development build, three times the size.
  const env = { ...process.env, NODE_ENV: 'production' };
  const outcome = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env });
  if (outcome.status !== 0) throw new Error('The web build failed (see above).');
  return true;
}
