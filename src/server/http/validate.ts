import type { Context } from 'hono';
import { z } from 'zod';
import type { FieldIssue } from '../../shared/api-error';
import { AppError, badRequest } from './errors';

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

/** The request's JSON body checked by the shared schema: 400 if not JSON, 422 with field messages if invalid. */
export async function jsonBody<S extends AnySchema>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return parseWith(schema, body);
}

export function queryParams<S extends AnySchema>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
