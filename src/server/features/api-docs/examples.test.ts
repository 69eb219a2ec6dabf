import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '../../../shared/api-error';
import { featureRoutes } from '../../app';
import { isSchema, responseSchemaMismatches, type RouteSpec } from '../../http/api-route';
import { openApiPath, routeKeyOf } from '../../http/openapi';
import { testAppDeps } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { apiDocsRoutes } from './api-docs.routes';
import { operationExamples } from './examples';

/**
 * The example answers of the document (decision 075): every operation has one, each fits the
 * schema its operation declares (the server's own check of its answers), and the document
 * that carries them stays small. An example a schema change no longer fits fails here: run
 * `npm run openapi:examples` again.
 */

interface Media {
  schema?: unknown;
  example?: unknown;
}
interface Operation {
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** The one error shape (src/shared/api-error.ts), strictly: nothing more. */
const errorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES),
    message: z.string().min(1),
    issues: z.optional(z.array(z.strictObject({ path: z.string(), message: z.string().min(1) }))),
    // A draft pick's 409 carries the board (decision 081).
    detail: z.optional(z.unknown()),
  }),
});

const t = withTestServer();
let document: OpenApiDocument;
let documentText: string;
let specs: Map<string, RouteSpec>;

beforeAll(async () => {
  const answer = await t.server.client().request<OpenApiDocument>('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body;
  documentText = answer.text;
  const groups = [...featureRoutes(testAppDeps(t.server)), apiDocsRoutes(() => ({}))];
  specs = new Map(groups.flatMap((group) => ('tag' in group ? group.routes.map((route) => [routeKeyOf(route.spec), route.spec] as const) : [])));
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, operation })),
  );

/** What is wrong with one example of one operation's answer of one status; nothing when it fits. */
function problemsOf(spec: RouteSpec, status: number, example: unknown): string[] {
  if (status >= 400) return responseSchemaMismatches(errorBodySchema, example);
  const response = spec.response;
  if (isSchema(response)) return responseSchemaMismatches(response, example);
  if (typeof example !== 'string' || example.trim() === '') return ['the example of a file or stream is its text'];
  if (response.kind === 'eventStream') {
    const data = example
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => JSON.parse(line.slice('data:'.length)) as unknown);
    if (data.length === 0) return ['an event stream example has at least one event with data'];
    return data.flatMap((message) => responseSchemaMismatches(response.message, message));
  }
  return [];
}

describe('the example answers in GET /api/openapi.json', () => {
  it('every operation has one, and every answer with a body that a caller gets on success has one', () => {
    const withoutExample = operations()
      .filter(({ operation }) => !Object.values(operation.responses).some((r) => Object.values(r.content ?? {}).some((m) => m.example !== undefined)))
      .map(({ key }) => key);
    expect(withoutExample).toEqual([]);
    const successWithout = operations().flatMap(({ key, operation }) =>
      Object.entries(operation.responses)
        .filter(([status, r]) => Number(status) < 300 && r.content && !Object.values(r.content).some((m) => m.example !== undefined))
        // A route's other success status (a replay's 200 beside a create's 201) may go without.
        .filter(([status]) => Number(status) === (specs.get(key)?.status ?? 200))
        .map(([status]) => `${key} ${status}`),
    );
    expect(successWithout).toEqual([]);
    expect(operations().length).toBeGreaterThanOrEqual(180);
  });

  it('each one fits the response schema its operation declares for that status', () => {
    const problems: string[] = [];
    for (const [key, byStatus] of Object.entries(operationExamples)) {
      const spec = specs.get(key);
      if (!spec) continue; // the next test names it
      for (const [status, example] of Object.entries(byStatus)) {
        for (const problem of problemsOf(spec, Number(status), example)) problems.push(`${key} ${status}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('each one names an operation and a status the document has', () => {
    const stale = Object.entries(operationExamples).flatMap(([key, byStatus]) => {
      const [method = '', path = ''] = key.split(' ');
      const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
      if (!operation) return [`${key}: no such operation`];
      return Object.keys(byStatus)
        .filter((status) => !operation.responses[status]?.content)
        .map((status) => `${key} ${status}: no such answer with a body`);
    });
    expect(stale).toEqual([]);
  });

  it('is found where the document shows it: on the answer of its status', () => {
    const answer = document.paths['/api/admin/teams/{teamId}']?.get?.responses;
    const example = Object.values(answer?.['200']?.content ?? {})[0]?.example as { id?: unknown; roster?: unknown };
    expect(example).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const notFound = Object.values(answer?.['404']?.content ?? {})[0]?.example;
    expect(notFound).toEqual({ error: { code: 'NOT_FOUND', message: 'That team was not found.' } });
  });

  it('keep the document small: the examples under 250 KB, the document under 100 KB as served compressed', () => {
    // Lists of 2, short texts (scripts/openapi-examples/sanitize.ts): about 216 KB for 271 operations
    // (the drafts' boards are the largest answers), a third of the document.
    expect(JSON.stringify(operationExamples).length).toBeLessThan(250_000);
    expect(gzipSync(documentText).length).toBeLessThan(100_000);
  });
});

describe('the examples themselves', () => {
  it('use example domains for every e-mail address', () => {
    const addresses = JSON.stringify(operationExamples).match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? [];
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => !/@([a-z0-9-]+\.)*example\.(com|org|net)$|\.(test|example|invalid)$/i.test(address))).toEqual([]);
  });
});
