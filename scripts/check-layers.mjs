// The layering rules Biome cannot express (decision 018), checked on every import of src/:
// - src/shared imports nothing of src/server or src/web, nor node:* or react (it runs on both sides);
// - src/web imports nothing of src/server, except the one contract type in src/web/lib/api.ts;
// - src/web imports response schemas (src/shared/api/*) as types only: none of them reaches the bundle;
// - a web feature imports another feature only through its public entry (features/<name>/index.ts).
// Prints each broken rule with file and line; exits 1 if any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'src');

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

/** Each import or export-from of a file: its specifier, line, and whether it is type-only. */
function importsOf(text) {
  const found = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gms;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length + (match[0].match(/^\s*/)[0].split('\n').length - 1);
    const clause = match[3] ?? '';
    // `import { type A, type B } from` is type-only too.
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    const allTypeNames = names?.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim())) && !/^[^{]*\w[^{]*,/.test(clause);
    found.push({ specifier: match[4], line, typeOnly: Boolean(match[2]) || allTypeNames });
  }
  return found;
}

const rel = (path) => relative(root, path).split(sep).join('/');
const featureOf = (path) => /^src\/web\/features\/([^/]+)\//.exec(rel(path))?.[1];

const problems = [];
for (const file of sourceFiles(src)) {
  const from = rel(file);
  const text = readFileSync(file, 'utf8');
  for (const { specifier, line, typeOnly } of importsOf(text)) {
    const where = `${from}:${line}`;
    const target = specifier.startsWith('.') ? rel(resolve(dirname(file), specifier)) : specifier;
    if (from.startsWith('src/shared/')) {
      if (target.startsWith('src/server/') || target.startsWith('src/web/')) problems.push(`${where}: src/shared must not import ${target}`);
      if (/^node:|^react(-dom)?(\/|$)/.test(target)) problems.push(`${where}: src/shared runs in the browser and on the server; it must not import ${target}`);
    }
    if (from.startsWith('src/web/')) {
      if (target.startsWith('src/server/') && !(from === 'src/web/lib/api.ts' && target === 'src/server/api-contract' && typeOnly)) {
        problems.push(`${where}: src/web must not import ${target} (the typed client in src/web/lib/api.ts is the one way to the server)`);
      }
      if (target.startsWith('src/shared/api/') && !typeOnly) problems.push(`${where}: import response schemas as types only (import type …) from ${target}`);
      const own = featureOf(file);
      const other = /^src\/web\/features\/([^/]+)(\/(.*))?$/.exec(target);
      if (own && other && other[1] !== own && !(other[3] === undefined || other[3] === 'index')) {
        problems.push(
          `${where}: feature ${own} imports ${target}, an internal of feature ${other[1]}: use its index.ts or move the piece to src/web/components or src/web/lib`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Layering: ${problems.length} import(s) break the rules (scripts/check-layers.mjs):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Layering: every import of src/ keeps to its layer.');
