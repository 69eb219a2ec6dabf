import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { FieldIssue } from '../../shared/api-error';
import { NUL_MESSAGE } from '../../shared/schemas/text';
import type { AppEnv } from './context';
import { AppError, badRequest, notFound } from './errors';

// Accepts both zod and zod/mini schemas: the shared ones are zod/mini (browser size budget).
type AnySchema = z.core.$ZodType;

export function toFieldIssues(error: { issues: readonly z.core.$ZodIssue[] }): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function parseWith<S extends AnySchema>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    const issues = toFieldIssues(result.error);
    throw new AppError('VALIDATION', issues[0]?.message ?? 'The request is not valid.', issues);
  }
  return result.data;
}

export { NUL_MESSAGE };
export const NOT_JSON_MESSAGE = 'The request body must be JSON, sent with Content-Type: application/json.';
/** The deepest form the app takes nests 3 levels (a generator's slots); 32 leaves room and stops stack-deep bodies. */
export const JSON_MAX_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = `The request body must not nest deeper than ${JSON_MAX_DEPTH} levels.`;

/**
 * A body of 10,000 nested arrays is a few KB of JSON, which JSON.parse reads, but every
 * recursive walk over it (the NUL check, zod, Better Auth) then ran out of stack: a 500.
 * Measured without recursion, once for every body, before anything else looks inside it.
 */
export function isTooDeep(value: unknown, maxDepth = JSON_MAX_DEPTH): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > maxDepth) return true;
    const next: unknown[] = [];
    for (const item of level) if (typeof item === 'object' && item !== null) next.push(...Object.values(item));
    level = next;
  }
  return false;
}

function refuseTooDeep(value: unknown): void {
  if (isTooDeep(value)) throw badRequest(JSON_TOO_DEEP_MESSAGE);
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte that reached a query made it throw, a 500
 * with the query's parameters in the log. Refused here, once for every input, as bad input
 * (422 under the field's path) before any schema or query sees it.
 */
export function nulBytePath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = nulBytePath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuseNulBytes(value: unknown): void {
  const path = nulBytePath(value);
  if (path !== undefined) throw new AppError('VALIDATION', NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
}

/** `application/json`, with or without parameters (`; charset=utf-8`); nothing else is read as JSON. */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The request's JSON body checked by the shared schema: 415 if not sent as JSON, 400 if not
 * JSON, 422 with field messages if invalid (a NUL byte in any text included).
 */
export async function jsonBody<S extends AnySchema>(c: Context, schema: S): Promise<z.output<S>> {
  // A text/plain body is what a cross-site form can send without a preflight: never JSON here.
  if (!isJsonContentType(c.req.header('content-type'))) throw new AppError('VALIDATION', NOT_JSON_MESSAGE, undefined, 415);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  refuseTooDeep(body);
  refuseNulBytes(body);
  return parseWith(schema, body);
}

export function queryParams<S extends AnySchema>(c: Context, schema: S): z.output<S> {
  const query = c.req.query();
  refuseNulBytes(query);
  return parseWith(schema, query);
}

/**
 * The same rule for what routes read without queryParams: a NUL byte in the query string is a
 * 422 under the parameter's name, one in the path a 404 (no row has such an id).
 */
export function refuseNulInUrl() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = c.req.url;
    if (url.includes('%00') || url.includes('\u0000')) {
      if (decodeOrRaw(c.req.path).includes('\u0000')) throw notFound();
      for (const [name, values] of Object.entries(c.req.queries())) {
        if (name.includes('\u0000') || values.some((value) => value.includes('\u0000'))) {
          const path = name.replaceAll('\u0000', '') || 'query';
          throw new AppError('VALIDATION', NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
        }
      }
    }
    await next();
  });
}

function decodeOrRaw(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Better Auth reads its own bodies: give them the app's rules first. A body must be JSON sent
 * as such (415 otherwise) and hold no NUL byte (422); the checked text is handed on unchanged.
 * Invalid JSON is left to Better Auth, which answers 400.
 */
export function guardJsonRequestBody() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.raw;
    // HTTP/1.1: without either header a request has no body (a sign-out may send none).
    const hasBody = c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? '0') > 0;
    if (!raw.body || !hasBody) return next();
    if (!isJsonContentType(c.req.header('content-type'))) throw new AppError('VALIDATION', NOT_JSON_MESSAGE, undefined, 415);
    const bytes = await raw.arrayBuffer();
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      parsed = undefined;
    }
    refuseTooDeep(parsed);
    refuseNulBytes(parsed);
    // The same bytes, for Better Auth to read again.
    c.req.raw = new Request(raw, { body: bytes });
    await next();
  });
}
