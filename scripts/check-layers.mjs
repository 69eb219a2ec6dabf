// The layering rules Biome cannot express (decisions 018 and 065), checked on every import of
// src/, static or dynamic (`import('…')` is held to the same rules as `import … from`):
// - src/shared imports nothing of src/server or src/web, nor node:* or react (it runs on both sides);
// - src/web imports nothing of src/server, except the one contract type in src/web/lib/api.ts;
// - src/web imports response schemas (src/shared/api/*) as types only: none of them reaches the bundle;
// - a web feature imports another feature only through its public entry (features/<name>/index.ts);
// - src/server imports nothing of src/web;
// - a server feature (src/server/features/<name>/) imports another feature only through its index.ts;
//   what many features need lives in src/server/core/<thing>/, which imports no feature;
// - no import cycle between server features (their tests aside), nor between server modules at run time;
// - src/shared has one home per thing (decision 070): a domain's values in src/shared/<domain>.ts, its
//   answers' shapes in src/shared/api/<domain>.ts, its request schemas in src/shared/schemas/<domain>.ts;
//   no src/shared/*-api.ts beside them, and no import cycle between src/shared modules (types included).
// Prints each broken rule with file and line; exits 1 if any. `node scripts/check-layers.mjs [root]`
// checks another tree (the test feeds it small fixture trees).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Each import, export-from or dynamic import() of a file: its specifier, line, and whether it is type-only. */
export function importsOf(text) {
  const found = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gms;
  for (const match of text.matchAll(pattern)) {
    const line = lineAt(text, match.index) + (match[0].match(/^\s*/)[0].split('\n').length - 1);
    const clause = match[3] ?? '';
    // `import { type A, type B } from` is type-only too.
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    const allTypeNames = names?.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim())) && !/^[^{]*\w[^{]*,/.test(clause);
    found.push({ specifier: match[4], line, typeOnly: Boolean(match[2]) || allTypeNames, dynamic: false });
  }
  // A dynamic import loads the module at run time like a static one; `typeof import('…')` is a type.
  for (const match of text.matchAll(/(\btypeof\s+)?\bimport\s*\(\s*['"]([^'"]+)['"]/g)) {
    found.push({ specifier: match[2], line: lineAt(text, match.index), typeOnly: Boolean(match[1]), dynamic: true });
  }
  return found;
}

/** The problems of the tree under `root` (a folder holding src/), one line each; empty when every import keeps to its layer. */
export function checkLayers(root) {
  const src = join(root, 'src');
  const rel = (path) => relative(root, path).split(sep).join('/');
  const webFeatureOf = (path) => /^src\/web\/features\/([^/]+)\//.exec(path)?.[1];
  const serverFeatureOf = (path) => /^src\/server\/features\/([^/]+)\//.exec(path)?.[1];
  const files = existsSync(src) ? [...sourceFiles(src)] : [];
  const known = new Set(files.map(rel));
  /** The source file a relative specifier names (`./a` → src/…/a.ts or a/index.ts), else the bare path. */
  const moduleAt = (path) => {
    const bare = path.replace(/\.(js|ts|tsx|mjs)$/, '');
    for (const candidate of [`${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`]) if (known.has(candidate)) return candidate;
    return bare;
  };

  const problems = [];
  /** Run-time edges between server modules, and edges (any kind) between server features, for the cycle checks. */
  const moduleEdges = new Map();
  const featureEdges = new Map();
  /** Every edge between src/shared modules, types included: the contract's files must not go round in a circle. */
  const sharedEdges = new Map();
  const addEdge = (edges, from, to, where) => {
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, where);
  };

  for (const file of files) {
    const from = rel(file);
    if (/^src\/shared\/[^/]+-api\.tsx?$/.test(from)) {
      problems.push(
        `${from}: a second home for a shared domain: its values go in src/shared/<domain>.ts, its answers' shapes in src/shared/api/<domain>.ts (decision 070)`,
      );
    }
    const text = readFileSync(file, 'utf8');
    for (const { specifier, line, typeOnly, dynamic } of importsOf(text)) {
      const where = `${from}:${line}`;
      const how = dynamic ? (typeOnly ? 'imports (typeof import)' : 'dynamically imports') : 'imports';
      const target = specifier.startsWith('.') ? moduleAt(rel(resolve(dirname(file), specifier))) : specifier;
      const bareTarget = target.replace(/\.(ts|tsx)$/, '').replace(/\/index$/, '');
      if (from.startsWith('src/shared/')) {
        if (target.startsWith('src/shared/') && known.has(target) && !/\.test\.tsx?$/.test(from)) addEdge(sharedEdges, from, target, where);
        if (target.startsWith('src/server/') || target.startsWith('src/web/')) problems.push(`${where}: src/shared must not import ${bareTarget}`);
        if (/^node:|^react(-dom)?(\/|$)/.test(target))
          problems.push(`${where}: src/shared runs in the browser and on the server; it must not import ${target}`);
      }
      if (from.startsWith('src/web/')) {
        if (target.startsWith('src/server/') && !(from === 'src/web/lib/api.ts' && bareTarget === 'src/server/api-contract' && typeOnly)) {
          problems.push(`${where}: src/web must not import ${bareTarget} (the typed client in src/web/lib/api.ts is the one way to the server)`);
        }
        if (target.startsWith('src/shared/api/') && !typeOnly)
          problems.push(`${where}: import response schemas as types only (import type …) from ${bareTarget}`);
        const own = webFeatureOf(from);
        const other = /^src\/web\/features\/([^/]+)\/(.*)$/.exec(target);
        if (own && other && other[1] !== own && !/^index\.tsx?$/.test(other[2])) {
          problems.push(
            `${where}: feature ${own} ${how} ${bareTarget}, an internal of feature ${other[1]}: use its index.ts or move the piece to src/web/components or src/web/lib`,
          );
        }
      }
      if (from.startsWith('src/server/')) {
        if (target.startsWith('src/web/'))
          problems.push(`${where}: src/server must not import ${bareTarget} (the web app is a client of the API, never a part of the server)`);
        const own = serverFeatureOf(from);
        const other = /^src\/server\/features\/([^/]+)\/(.*)$/.exec(target);
        if (own && other && other[1] !== own) {
          // A test file is imported by nothing, so it closes no circle: feature A's tests may set up data through feature B.
          if (!/\.test\.tsx?$/.test(from)) addEdge(featureEdges, own, other[1], where);
          if (!/^index\.ts$/.test(other[2])) {
            problems.push(
              `${where}: feature ${own} ${how} ${bareTarget}, an internal of feature ${other[1]}: use its index.ts, or move the piece to src/server/core if many features need it`,
            );
          }
        }
        if (from.startsWith('src/server/core/') && other) {
          problems.push(`${where}: src/server/core serves the features and must not import one (${bareTarget})`);
        }
        if (target.startsWith('src/server/') && !typeOnly && known.has(target)) addEdge(moduleEdges, from, target, where);
      }
    }
  }

  for (const cycle of cyclesOf(featureEdges)) {
    const steps = cycle.map((feature, i) => `${feature} → ${cycle[(i + 1) % cycle.length]} (${featureEdges.get(feature).get(cycle[(i + 1) % cycle.length])})`);
    problems.push(`server features import each other in a circle: ${steps.join(', ')}`);
  }
  for (const cycle of cyclesOf(sharedEdges)) {
    const steps = cycle.map((module, i) => `${sharedEdges.get(module).get(cycle[(i + 1) % cycle.length])}`);
    problems.push(`src/shared modules import each other in a circle: ${[...cycle, cycle[0]].join(' → ')} (at ${steps.join(', ')})`);
  }
  for (const cycle of cyclesOf(moduleEdges)) {
    const steps = cycle.map((module, i) => `${moduleEdges.get(module).get(cycle[(i + 1) % cycle.length])}`);
    problems.push(`server modules import each other in a circle at run time: ${[...cycle, cycle[0]].join(' → ')} (at ${steps.join(', ')})`);
  }
  return problems;
}

/** One cycle for each group of nodes that reach each other (Tarjan's strongly connected components), as a path back to its start. */
function cyclesOf(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  // Within a group, walk from its first node to a node leading back: a short cycle to name.
  return groups.map((group) => {
    const members = new Set(group);
    const start = group.sort()[0];
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift();
      for (const next of edges.get(node)?.keys() ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [];
          for (let at = node; at !== null; at = previous.get(at)) path.unshift(at);
          return path;
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return group;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkLayers(root);
  if (problems.length > 0) {
    console.error(`Layering: ${problems.length} import(s) break the rules (scripts/check-layers.mjs):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('Layering: every import of src/ keeps to its layer.');
}
