// Rewrites the server tests' calls of the test HTTP client onto its typed method (decision 071):
//
//   client.get<TeamDetail>(`/api/teams/${teamId}?tab=roster`)
//     → client.api('GET /api/teams/:teamId', { params: { teamId }, query: { tab: 'roster' } })
//
// A URL that matches a contract route becomes `api(...)`; a call whose input the contract
// refuses (a deliberately wrong body, a raw body, a malformed id) becomes `sendUnchecked(...)`;
// a URL outside the contract (Better Auth, /healthz) or one it cannot read (a variable) becomes
// `request(...)` and is listed. `X.body.error` on a rewritten answer becomes `X.error`.
// Type errors left in the rewritten files are printed for a person to fix. Idempotent: a file
// with no old-style call is left as it is.
//
//   npx tsx scripts/codemods/typed-test-client.ts [files...]   (default: every server test file)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');
const OLD_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const CLIENT_MODULE = 'src/server/test/http-client.ts';

function defaultFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.startsWith('http-client')) found.push(path);
    }
  };
  walk(join(ROOT, 'src/server'));
  walk(join(ROOT, 'scripts/openapi-examples'));
  return found.filter((path) => path.endsWith('.test.ts') || path.includes('/src/server/test/') || path.includes('/scripts/'));
}

// ---- The program, with the rewritten texts served in place of the files ----

const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error('tsconfig.json could not be read');
const compilerOptions = config.options;
const overrides = new Map<string, string>();
const host = ts.createCompilerHost(config.options);
const readOriginal = host.readFile.bind(host);
host.readFile = (file) => overrides.get(resolve(file)) ?? readOriginal(file);
const getOriginal = host.getSourceFile.bind(host);
host.getSourceFile = (file, language, onError, fresh) => {
  const text = overrides.get(resolve(file));
  return text === undefined ? getOriginal(file, language, onError, fresh) : ts.createSourceFile(file, text, language, true);
};

let program: ts.Program | undefined;
function check(files: string[]): ts.Program {
  program = ts.createProgram({ rootNames: [...files, join(ROOT, 'src/server/api-contract.ts')], options: compilerOptions, host, oldProgram: program });
  return program;
}

// ---- The contract's routes, read off the ApiRouteKey type ----

interface Route {
  method: string;
  key: string;
  segments: string[];
}

function contractRoutes(p: ts.Program): Route[] {
  const file = p.getSourceFile(join(ROOT, 'src/server/api-contract.ts'));
  const alias = file?.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'ApiRouteKey');
  if (!alias) throw new Error('ApiRouteKey not found in src/server/api-contract.ts');
  const type = p.getTypeChecker().getTypeAtLocation(alias.name);
  const keys = (type.isUnion() ? type.types : [type]).filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value);
  // Better Auth's answers are `unknown` in the contract (its own shapes): its URLs stay on request().
  return keys
    .filter((key) => !key.includes(' /api/auth/'))
    .map((key) => {
      const [method = '', path = ''] = key.split(' ');
      return { method, key, segments: path.split('/') };
    });
}

// ---- Reading a URL expression: static text and expressions, in order ----

type Part = { text: string } | { expr: ts.Expression };

/**
 * The parts of a URL expression. A module constant (`const BASE = '/api/x'`) and a helper of
 * this file that builds the URL from its arguments (`const path = (id) => \`/api/x/${id}\``)
 * are read through, so that `path(f.id)` maps like the URL it makes.
 */
function partsOf(node: ts.Expression, ctx: ReadContext, env = new Map<ts.Symbol, ts.Expression>(), inHelper = false): Part[] | undefined {
  if (ts.isParenthesizedExpression(node)) return partsOf(node.expression, ctx, env, inHelper);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text }];
  const sub = (child: ts.Expression) => partsOfExpression(child, ctx, env, inHelper);
  if (ts.isTemplateExpression(node)) {
    const parts: Part[] = [{ text: node.head.text }];
    for (const span of node.templateSpans) {
      const inner = sub(span.expression);
      if (!inner) return undefined;
      parts.push(...inner, { text: span.literal.text });
    }
    return parts;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = partsOf(node.left, ctx, env, inHelper);
    const right = partsOf(node.right, ctx, env, inHelper);
    return left && right ? [...left, ...right] : undefined;
  }
  return sub(node);
}

interface ReadContext {
  checker: ts.TypeChecker;
  sf: ts.SourceFile;
}

/** An expression inside a URL: a helper's parameter, a module constant, a helper call, or itself. */
function partsOfExpression(node: ts.Expression, ctx: ReadContext, env: Map<ts.Symbol, ts.Expression>, inHelper: boolean): Part[] | undefined {
  if (ts.isIdentifier(node)) {
    const symbol = ctx.checker.getSymbolAtLocation(node);
    const argument = symbol && env.get(symbol);
    if (argument) return partsOf(argument, ctx);
    const declaration = symbol?.valueDeclaration;
    if (
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      declaration.getSourceFile() === ctx.sf &&
      ts.isSourceFile(declaration.parent.parent.parent) &&
      declaration.parent.flags & ts.NodeFlags.Const &&
      declaration.initializer &&
      (ts.isStringLiteral(declaration.initializer) ||
        ts.isNoSubstitutionTemplateLiteral(declaration.initializer) ||
        ts.isTemplateExpression(declaration.initializer))
    ) {
      return partsOf(declaration.initializer, ctx, new Map(), true);
    }
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const helper = helperBody(ctx.checker.getSymbolAtLocation(node.expression), ctx.sf);
    if (helper && helper.parameters.length >= node.arguments.length) {
      const inner = new Map<ts.Symbol, ts.Expression>();
      helper.parameters.forEach((parameter, i) => {
        const symbol = ctx.checker.getSymbolAtLocation(parameter.name);
        const argument = node.arguments[i] ?? parameter.initializer;
        if (symbol && argument) inner.set(symbol, argument);
      });
      const read = partsOf(helper.body, ctx, inner, true);
      if (read) return read;
    }
  }
  // An expression of a helper's own body means nothing where the helper is called.
  return inHelper ? undefined : [{ expr: node }];
}

/** The URL a helper function of this file returns: an arrow with an expression body or one `return`. */
function helperBody(symbol: ts.Symbol | undefined, sf: ts.SourceFile): { parameters: readonly ts.ParameterDeclaration[]; body: ts.Expression } | undefined {
  const declaration = symbol?.valueDeclaration;
  if (!declaration || declaration.getSourceFile() !== sf) return undefined;
  let fn: ts.SignatureDeclaration | undefined;
  if (ts.isFunctionDeclaration(declaration)) fn = declaration;
  else if (ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isArrowFunction(declaration.initializer)) fn = declaration.initializer;
  if (!fn || !('body' in fn) || !fn.body) return undefined;
  const body = fn.body as ts.ConciseBody;
  if (!ts.isBlock(body)) return { parameters: fn.parameters, body };
  const [only] = body.statements;
  if (body.statements.length === 1 && only && ts.isReturnStatement(only) && only.expression) return { parameters: fn.parameters, body: only.expression };
  return undefined;
}

/** A segment or query value: a literal, or one expression standing alone. */
type Piece = { literal: string } | { expr: ts.Expression } | 'mixed';

/** Splits parts on a separator that only static text holds, e.g. '/' or '&'. */
function splitParts(parts: Part[], separator: string): Part[][] {
  const out: Part[][] = [];
  let current: Part[] = [];
  for (const part of parts) {
    if ('expr' in part) {
      current.push(part);
      continue;
    }
    part.text.split(separator).forEach((text, i) => {
      if (i > 0) {
        out.push(current);
        current = [];
      }
      if (text) current.push({ text });
    });
  }
  out.push(current);
  return out;
}

function pieceOf(parts: Part[]): Piece {
  if (parts.length === 0) return { literal: '' };
  if (parts.every((p) => 'text' in p)) {
    try {
      return { literal: decodeURIComponent(parts.map((p) => (p as { text: string }).text).join('')) };
    } catch {
      return 'mixed';
    }
  }
  const [only] = parts;
  if (parts.length === 1 && only && 'expr' in only) return { expr: unwrapEncode(only.expr) };
  return 'mixed';
}

/** The client encodes params and query itself: `encodeURIComponent(x)` becomes `x`. */
function unwrapEncode(expr: ts.Expression): ts.Expression {
  const [argument] = ts.isCallExpression(expr) ? expr.arguments : [];
  if (
    ts.isCallExpression(expr) &&
    ts.isIdentifier(expr.expression) &&
    expr.expression.text === 'encodeURIComponent' &&
    argument &&
    expr.arguments.length === 1
  ) {
    return argument;
  }
  return expr;
}

interface Mapped {
  route: Route;
  params: [string, Piece][];
  query: [string, Piece][];
}

function mapUrl(url: ts.Expression, method: string, routes: Route[], ctx: ReadContext): Mapped | undefined {
  const parts = partsOf(url, ctx);
  if (!parts) return undefined;
  // Path and query: the first '?' in static text.
  const pathParts: Part[] = [];
  const queryParts: Part[] = [];
  let inQuery = false;
  for (const part of parts) {
    if (inQuery) queryParts.push(part);
    else if ('text' in part && part.text.includes('?')) {
      const at = part.text.indexOf('?');
      pathParts.push({ text: part.text.slice(0, at) });
      queryParts.push({ text: part.text.slice(at + 1) });
      inQuery = true;
    } else pathParts.push(part);
  }
  const segments = splitParts(pathParts, '/').map(pieceOf);
  if (segments.includes('mixed')) return undefined;
  const query: [string, Piece][] = [];
  if (inQuery) {
    for (const pair of splitParts(queryParts, '&')) {
      if (pair.length === 0) continue;
      const [first, ...rest] = splitParts(pair, '=');
      const name = pieceOf(first ?? []);
      if (name === 'mixed' || !('literal' in name) || rest.length !== 1 || !rest[0]) return undefined;
      const value = pieceOf(rest[0]);
      if (value === 'mixed') return undefined;
      query.push([name.literal, value]);
    }
  }
  let best: { route: Route; score: number; params: [string, Piece][] } | undefined;
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== segments.length) continue;
    const params: [string, Piece][] = [];
    let score = 0;
    const fits = route.segments.every((expected, i) => {
      const piece = segments[i] as Exclude<Piece, 'mixed'>;
      if (expected.startsWith(':')) {
        params.push([expected.slice(1), piece]);
        return !('literal' in piece) || piece.literal !== '';
      }
      score++;
      return 'literal' in piece && piece.literal === expected;
    });
    if (fits && (!best || score > best.score)) best = { route, score, params };
  }
  return best && { route: best.route, params: best.params, query };
}

// ---- Writing the new call ----

const isIdentifierName = (name: string) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);

function valueText(piece: Exclude<Piece, 'mixed'>, sf: ts.SourceFile): string {
  return 'literal' in piece ? `'${piece.literal.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : piece.expr.getText(sf);
}

function objectText(entries: [string, Piece][], sf: ts.SourceFile): string {
  const fields = entries.map(([name, piece]) => {
    const key = isIdentifierName(name) ? name : `'${name}'`;
    const value = valueText(piece as Exclude<Piece, 'mixed'>, sf);
    return value === name ? name : `${key}: ${value}`;
  });
  return `{ ${fields.join(', ')} }`;
}

interface Site {
  call: ts.CallExpression;
  method: string;
  receiver: string;
  url: ts.Expression;
  body: ts.Expression | undefined;
  options: ts.Expression | undefined;
  typeArgs: string;
  mapped: Mapped | undefined;
}

type Outcome = 'api' | 'unchecked' | 'request';

const isUndefined = (node: ts.Expression | undefined) => !node || (ts.isIdentifier(node) && node.text === 'undefined');

function rewrite(site: Site, outcome: Outcome, sf: ts.SourceFile): string {
  const url = site.url.getText(sf);
  const body = site.body && !isUndefined(site.body) ? site.body.getText(sf) : undefined;
  const options = site.options?.getText(sf);
  const rest = (bodyText: string | undefined) => {
    if (options) return `, ${bodyText ?? 'undefined'}, ${options}`;
    return bodyText ? `, ${bodyText}` : '';
  };
  if (outcome === 'request') return `${site.receiver}.request${site.typeArgs}('${site.method}', ${url}${rest(body)})`;
  if (outcome === 'unchecked') return `${site.receiver}.sendUnchecked('${site.method}', ${url}${rest(body)})`;
  if (!site.mapped) throw new Error('only a mapped call is typed');
  const { route, params, query } = site.mapped;
  const input: string[] = [];
  if (params.length > 0) input.push(`params: ${objectText(params, sf)}`);
  if (query.length > 0) input.push(`query: ${objectText(query, sf)}`);
  if (body) input.push(`body: ${body}`);
  const inputText = input.length > 0 ? `{ ${input.join(', ')} }` : options ? '{}' : '';
  return `${site.receiver}.api('${route.key}'${inputText ? `, ${inputText}` : ''}${options ? `, ${options}` : ''})`;
}

function isTestClient(checker: ts.TypeChecker, receiver: ts.Expression): boolean {
  const symbol = checker.getTypeAtLocation(receiver).getSymbol();
  const declaration = symbol?.declarations?.[0];
  return symbol?.name === 'HttpClient' && !!declaration && declaration.getSourceFile().fileName.endsWith(CLIENT_MODULE);
}

function sitesOf(sf: ts.SourceFile, checker: ts.TypeChecker, routes: Route[]): Site[] {
  const sites: Site[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && OLD_METHODS.has(node.expression.name.text)) {
      const receiver = node.expression.expression;
      const [url, ...rest] = node.arguments;
      if (url && isTestClient(checker, receiver)) {
        const method = node.expression.name.text.toUpperCase();
        const [body, options] = method === 'GET' ? [undefined, rest[0]] : [rest[0], rest[1]];
        const typeArgs = node.typeArguments ? `<${node.typeArguments.map((t) => t.getText(sf)).join(', ')}>` : '';
        sites.push({ call: node, method, receiver: receiver.getText(sf), url, body, options, typeArgs, mapped: mapUrl(url, method, routes, { checker, sf }) });
        return; // a call inside the arguments of this one is rare; the next run takes it
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return sites;
}

/** `X.body.error` → `X.error` for the answers now typed by the contract (X declared from the call, or an answer). */
function errorRewrites(sf: ts.SourceFile, checker: ts.TypeChecker, rewritten: Set<ts.CallExpression>): { start: number; end: number; text: string }[] {
  const names = new Map<string, ts.Node>();
  const edits: { start: number; end: number; text: string }[] = [];
  const unwrap = (node: ts.Expression): ts.Expression => (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node);
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = unwrap(node.initializer);
      if (ts.isCallExpression(init) && rewritten.has(init)) names.set(node.name.text, node.parent.parent.parent);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'error' &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'body'
    ) {
      const owner = unwrap(node.expression.expression);
      const scope = ts.isIdentifier(owner) ? names.get(owner.text) : undefined;
      const fromCall = ts.isCallExpression(owner) && rewritten.has(owner);
      // An answer a helper of the test returns: its body is typed by the contract now too.
      const isAnswer = checker.getTypeAtLocation(owner).getSymbol()?.name === 'HttpResponse';
      if (fromCall || isAnswer || (scope && node.pos >= scope.pos && node.end <= scope.end)) {
        edits.push({ start: node.expression.name.getStart(sf), end: node.name.getStart(sf), text: '' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return edits;
}

// ---- Run ----

const files = (process.argv.length > 2 ? process.argv.slice(2) : defaultFiles()).map((f) => resolve(f));
const originals = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const current = check(files);
const routes = contractRoutes(current);
/** Calls the contract refused to type, by file and original start: sent unchecked on the next round. */
const refused = new Map<string, Set<number>>();
const listed: string[] = [];
/** A rewritten call: where it was (origin) and where its new text is. */
interface Span {
  origin: number;
  outcome: Outcome;
  start: number;
  end: number;
}
let converted = new Map<string, Span[]>();

function convertAll(p: ts.Program) {
  converted = new Map();
  listed.length = 0;
  const checker = p.getTypeChecker();
  for (const file of files) {
    const original = originals.get(file) ?? '';
    // Types come from the program's own copy of the original text.
    const typed = p.getSourceFile(file);
    if (!typed || typed.text !== original) throw new Error(`${file}: program out of step`);
    const sites = sitesOf(typed, checker, routes);
    if (sites.length === 0) continue;
    const edits: { start: number; end: number; text: string; site?: Site; outcome?: Outcome }[] = [];
    const rewritten = new Set<ts.CallExpression>();
    for (const site of sites) {
      const start = site.call.getStart(typed);
      let outcome: Outcome = site.mapped ? 'api' : 'request';
      if (outcome === 'api' && refused.get(file)?.has(start)) outcome = 'unchecked';
      if (outcome !== 'request') rewritten.add(site.call);
      else listed.push(`${relative(ROOT, file)}:${typed.getLineAndCharacterOfPosition(start).line + 1}  ${site.method} ${site.url.getText(typed)}`);
      edits.push({ start, end: site.call.end, text: rewrite(site, outcome, typed), site, outcome });
    }
    edits.push(...errorRewrites(typed, checker, rewritten));
    edits.sort((a, b) => a.start - b.start);
    let text = '';
    let at = 0;
    const spans: Span[] = [];
    for (const edit of edits) {
      text += original.slice(at, edit.start);
      if (edit.site && edit.outcome) spans.push({ origin: edit.start, outcome: edit.outcome, start: text.length, end: text.length + edit.text.length });
      text += edit.text;
      at = edit.end;
    }
    text += original.slice(at);
    overrides.set(file, text);
    converted.set(file, spans);
  }
}

convertAll(current);
for (let round = 0; round < 3; round++) {
  const next = check(files);
  let more = false;
  for (const [file, spans] of converted) {
    for (const d of next.getSemanticDiagnostics(next.getSourceFile(file))) {
      const span = spans.find((s) => s.outcome === 'api' && d.start !== undefined && d.start >= s.start && d.start < s.end);
      if (!span) continue;
      const set = refused.get(file) ?? new Set<number>();
      set.add(span.origin);
      refused.set(file, set);
      more = true;
    }
  }
  if (!more) break;
  convertAll(current);
}

// Diagnostics left in the rewritten files, for a person to fix.
const final = check(files);
const left: string[] = [];
for (const file of converted.keys()) {
  for (const d of final.getSemanticDiagnostics(final.getSourceFile(file))) {
    const line = d.start === undefined || !d.file ? 0 : d.file.getLineAndCharacterOfPosition(d.start).line + 1;
    left.push(`${relative(ROOT, file)}:${line}  ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]}`);
  }
}

const counts = { api: 0, unchecked: 0, request: 0 };
for (const [file, spans] of converted) {
  writeFileSync(file, overrides.get(file) ?? originals.get(file) ?? '');
  for (const span of spans) counts[span.outcome]++;
}
console.log(
  `typed-test-client: ${converted.size} files rewritten; ${counts.api} calls typed by the contract, ${counts.unchecked} sent unchecked, ${counts.request} left as request().`,
);
if (listed.length > 0) console.log(`\nNot a contract route (now request(); check each):\n${listed.join('\n')}`);
if (left.length > 0) {
  console.log(`\nType errors left in the rewritten files (fix by hand):\n${left.join('\n')}`);
  process.exitCode = 1;
}
