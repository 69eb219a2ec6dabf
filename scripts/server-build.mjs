// The production server, compiled (decision 064): src/server (and the src/shared it imports)
// to one ES module, dist/server/index.js, that plain `node` runs with no TypeScript loader.
// Vite's server build (Rolldown) leaves every package an import of node_modules, as the
// TypeScript had it; the migrations are copied beside the module, where the compiled
// db/client.ts looks for them. `npm run build` runs this; `npm start` runs it when a source
// changed since the last build, as it does for the web app.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestChange } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');
export const serverOutDir = join(root, 'dist/server');
export const serverEntry = join(serverOutDir, 'index.js');
const inputs = ['src/server', 'src/shared', 'package-lock.json', 'scripts/server-build.mjs'];

/** True when the compiled server is missing or older than any of its sources. */
export function serverBuildIsStale() {
  if (!existsSync(serverEntry)) return true;
  const builtAt = statSync(serverEntry).mtimeMs;
  return inputs.some((input) => newestChange(join(root, input)) > builtAt);
}

/** Builds in a child process, as the web app is: the build's memory does not stay with the server. */
export function buildServerIfNeeded({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return false;
  console.log('Building the server…');
  const outcome = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit' });
  if (outcome.status !== 0) throw new Error('The server build failed (see above).');
  return true;
}

async function build() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: 'src/server/index.ts',
      outDir: serverOutDir,
      emptyOutDir: true,
      target: 'node20',
      // Readable output, and source maps that scripts/start.mjs turns on: a stack trace names
      // the TypeScript file and line.
      minify: false,
      sourcemap: true,
    },
  });
  try {
    cpSync(join(root, 'src/server/db/migrations'), join(serverOutDir, 'migrations'), { recursive: true });
  } catch (error) {
    // Without its migrations the build is not one: the next start builds again.
    rmSync(serverEntry, { force: true });
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
