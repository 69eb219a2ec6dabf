import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { listTestServerRoutes } from '../test/test-server';
import { withTestServer } from '../test/with-test-server';
import type { ApiRoute } from './route-table';
import { openApiPath } from './openapi';

interface Operation {
  'x-access'?: unknown;
  responses: Record<string, unknown>;
  summary?: string;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const t = withTestServer();
let document: OpenApiDocument;
let routes: ApiRoute[];

beforeAll(async () => {
  const answer = await t.server.client().request<OpenApiDocument>('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body;
  routes = listTestServerRoutes(t.server);
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every API route the server answers, with its access rule', () => {
    const missing = routes.filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation?.['x-access'], `${route.method} ${route.path}`).toEqual(route.rule);
      expect(operation?.summary, `${route.method} ${route.path}`).toBeTruthy();
    }
  });

  it('names the error answers a caller can get', () => {
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      if (!operation || route.rule?.kind === 'public') continue;
      expect(Object.keys(operation.responses), `${route.method} ${route.path}`).toContain('401');
      if (route.rule?.kind === 'roles') expect(Object.keys(operation.responses), `${route.method} ${route.path}`).toContain('403');
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its script and style from this server', async () => {
    const client = t.server.client();
    const page = await client.request<string>('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/'), asset).toBe(true);
      const answer = await client.request<string>('GET', asset);
      expect(answer.status, asset).toBe(200);
      expect(answer.text.length, asset).toBeGreaterThan(10);
    }
  });

  it('answers 404 for any other file', async () => {
    expect((await t.server.client().request('GET', '/api/docs/index.html')).status).toBe(404);
  });
});
