import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldIssue } from '../../shared/api-error';
import { AppError, badRequest } from './errors';

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = toFieldIssues(result.error);
    throw new AppError('VALIDATION', issues[0]?.message ?? 'The request is not valid.', issues);
  }
  return result.data;
}

/** The request's JSON body checked by the shared schema: 400 if not JSON, 422 with field messages if invalid. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return parseWith(schema, body);
}

export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
