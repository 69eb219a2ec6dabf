// The example answers of the OpenAPI document (decision 075), made by the app itself: starts a
// fresh demo league (the demo seed) with a local stand-in for Stripe, calls every operation as
// the role that would call it (calls.ts), then a malformed or unknown-id call of each for a
// typical error answer, and writes what came back, shortened and made anonymous (sanitize.ts),
// to src/server/features/api-docs/examples.json. The server attaches them to the document; a
// test checks each one against its operation's response schema.
//
//   npm run openapi:examples
//
// Prints the operations it could not call; exits 1 if any operation is left without an example.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { authEndpointRoutes } from '../../src/server/features/auth-endpoints/auth-endpoints.routes';
import { isSchema } from '../../src/server/http/api-route';
import { routeKeyOf } from '../../src/server/http/openapi';
import { callEveryOperation } from './calls';
import { startHarness, type Harness, type Role } from './harness';
import { sanitizeExamples, type OperationExamples } from './sanitize';

interface Operation {
  tags?: string[];
  'x-access': { kind: string; roles?: string[] };
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { type?: string } }> }>;
}

const OUT = resolve(import.meta.dirname, '../../src/server/features/api-docs/examples.json');
/** Well-formed values of the path parameters that name nothing (the 404 examples). */
const UNKNOWN_PARAMS: Record<string, string> = {
  teamFeed: '00000000-0000-4000-8000-000000000000.ics',
  playerFeed: `${'A'.repeat(43)}.ics`,
  asset: 'index.html',
  role: 'referee',
  userId: 'unknownUserId000000000000000000x',
};

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

function roleFor(access: Operation['x-access']): Role {
  if (access.kind === 'public') return 'anonymous';
  if (access.kind === 'signedIn') return 'player';
  const roles = access.roles ?? [];
  return (roles.includes('admin') ? 'admin' : roles[0]) as Role;
}

/** One typical error answer per operation: a body that breaks its rules (422), else an id that names nothing (404). */
async function callForErrors(h: Harness, paths: Record<string, Record<string, Operation>>) {
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = operationKey(method, path);
      // Better Auth answers its own errors, in shapes of its own (decision 017).
      if (key.includes('/api/auth/') || key === 'POST /api/payments/webhook') continue;
      const documented = new Set(Object.keys(operation.responses));
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const params = Object.fromEntries(pathParams.map((name) => [name, UNKNOWN_PARAMS[name] ?? crypto.randomUUID()]));
      const jsonBody = operation.requestBody?.content['application/json'] !== undefined;
      if (!jsonBody && pathParams.length === 0) continue;
      // Only a documented error status counts; any other answer is left out.
      await h
        .call(roleFor(operation['x-access']), key, { params, body: jsonBody ? {} : undefined, expect: [...documented].map(Number).filter((s) => s >= 400) })
        .catch(() => undefined);
    }
  }
}

/** An operation without any example yet (a 204 with no error example): what a caller without a session gets. */
async function callSignedOut(h: Harness, paths: Record<string, Record<string, Operation>>) {
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = operationKey(method, path);
      const hasContent = Object.entries(operation.responses).some(([status, r]) => r.content && h.recorded.get(key)?.has(Number(status)));
      if (hasContent || operation['x-access'].kind === 'public' || !operation.responses['401']) continue;
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const params = Object.fromEntries(pathParams.map((name) => [name, UNKNOWN_PARAMS[name] ?? crypto.randomUUID()]));
      await h.call('anonymous', key, { params, expect: 401 });
    }
  }
}

/** The routes Better Auth answers, with the response schemas the app declares for them. */
const answeredElsewhere = new Map(authEndpointRoutes.routes.flatMap(({ spec }) => (isSchema(spec.response) ? [[routeKeyOf(spec), spec.response]] : [])));

const h = await startHarness();
let missing: string[] = [];
let failed: string[] = [];
try {
  failed = await callEveryOperation(h);
  const document = (await h.clients.anonymous.request<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/openapi.json')).body;
  await callForErrors(h, document.paths);
  await callSignedOut(h, document.paths);

  const examples: OperationExamples = {};
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = operationKey(method, path);
      const recorded = h.recorded.get(key);
      const byStatus: Record<string, { body: unknown; text: string; textual: boolean; eventStream: boolean }> = {};
      for (const [status, response] of Object.entries(operation.responses)) {
        const answer = recorded?.get(Number(status));
        if (!answer || !response.content) continue;
        const [mediaType, media] = Object.entries(response.content)[0] ?? [];
        // Better Auth answers more than the app declares (and reads): the example shows what the document declares.
        const declared = Number(status) < 300 ? answeredElsewhere.get(key) : undefined;
        byStatus[status] = {
          body: declared ? z.parse(declared, answer.body) : answer.body,
          text: answer.text,
          textual: media?.schema?.type === 'string',
          eventStream: mediaType === 'text/event-stream',
        };
      }
      if (Object.keys(byStatus).length === 0) missing.push(key);
      else examples[key] = byStatus as never;
    }
  }
  const sanitized = sanitizeExamples(examples, { serverOrigins: [h.server.localUrl, h.server.url], stripeOrigin: h.stripe.url });
  await writeFile(OUT, `${JSON.stringify(sanitized, null, 2)}\n`);
  // As `npm run lint` wants it.
  spawnSync(process.execPath, [resolve(import.meta.dirname, '../../node_modules/@biomejs/biome/bin/biome'), 'format', '--write', OUT], { stdio: 'inherit' });
  console.log(`Wrote ${Object.keys(sanitized).length} operations' examples to ${OUT}`);
} finally {
  await h.close();
}
if (failed.length > 0) {
  console.error(`These calls failed (their operations may lack an example):\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}
missing = missing.sort();
if (missing.length > 0) {
  console.error(`No example for ${missing.length} operations:\n  ${missing.join('\n  ')}`);
  process.exitCode = 1;
}
