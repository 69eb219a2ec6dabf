import { z } from 'zod';
import { ERROR_CODES } from '../../shared/api-error';
import type { AccessRule } from './access';
import { isSchema, type MountedRoute, type RouteSpec } from './api-route';
import { componentRegistryFor } from './openapi-components';

/**
 * The OpenAPI 3.1 document of every declared route (decision 017), generated from the same
 * schemas that check requests and answers. JSON Schema 2020-12 is OpenAPI 3.1's own dialect.
 */

type JsonSchema = Record<string, unknown>;

/**
 * Example answers per operation, `'METHOD /path'` (the route's own path) → status → the example,
 * each put on the response of that status (decision 075).
 */
export type OperationExamples = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** `'GET /api/teams/:teamId'`: how the contract and the examples name a route. */
export const routeKeyOf = (spec: Pick<RouteSpec, 'method' | 'path'>) => `${spec.method.toUpperCase()} ${spec.path}`;

/**
 * What zod writes beside a format that says nothing the format does not: the pattern of a date
 * or date-time (the format is the rule; an answer's instant always ends in Z, decision 070) and
 * the safe-integer bounds of every integer.
 */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.format === 'date' || jsonSchema.format === 'date-time') delete jsonSchema.pattern;
  if (jsonSchema.type === 'integer' && jsonSchema.minimum === Number.MIN_SAFE_INTEGER && jsonSchema.maximum === Number.MAX_SAFE_INTEGER) {
    delete jsonSchema.minimum;
    delete jsonSchema.maximum;
  }
}

/** A nullable value's description belongs to the property: `{ anyOf: [X (described), null] }` carries X's on the outside. */
function hoistDescriptions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) hoistDescriptions(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  for (const value of Object.values(schema)) hoistDescriptions(value);
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || typeof schema.description === 'string') return;
  const inner = (branches as JsonSchema[]).find((branch) => branch.type !== 'null');
  if (inner && branches.some((branch) => (branch as JsonSchema).type === 'null') && typeof inner.description === 'string') {
    schema.description = inner.description;
    delete inner.description;
  }
}

/** The document's named shapes: the registry that says which they are, and their schemas as written so far. */
interface Components {
  registry: z.core.$ZodRegistry<{ id?: string }>;
  schemas: Record<string, JsonSchema>;
  /** Each component as zod wrote it (refs to `#/$defs/<Name>`), to tell a second writing of it from another shape. */
  written: Map<string, string>;
}

function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output', components?: Components): JsonSchema {
  // Refinements and transforms have no JSON Schema form: they show as "any value" here, and
  // their rules are still enforced by the server.
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: tidy,
    ...(components ? { metadata: components.registry } : {}),
  }) as JsonSchema;
  hoistDescriptions(rest);
  if (!components || !$defs) return rest;
  return moveDefsToComponents(rest, $defs as Record<string, JsonSchema>, io, components);
}

/**
 * Puts the shapes zod wrote under `$defs` into `components.schemas` and points the refs there.
 * A shape that a request takes in another form than an answer gives (defaults not yet filled,
 * extra properties allowed, or a part of it in another form) is a component of its own, `<Name>Input`.
 */
function moveDefsToComponents(schema: JsonSchema, defs: Record<string, JsonSchema>, io: 'input' | 'output', components: Components): JsonSchema {
  const refsTo = (value: JsonSchema) => [...JSON.stringify(value).matchAll(/"#\/\$defs\/([^"]+)"/g)].map((match) => match[1] as string);
  for (const def of Object.values(defs)) hoistDescriptions(def);
  const finalNames = new Map(Object.keys(defs).map((name) => [name, name]));
  // A def keeps its name when that name is free or holds the same shape, parts included.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, def] of Object.entries(defs)) {
      const held = components.written.get(name);
      const keeps = (held === undefined || held === JSON.stringify(def)) && refsTo(def).every((part) => finalNames.get(part) === part);
      const finalName = keeps ? name : `${name}Input`;
      if (io === 'output' && !keeps) throw new Error(`Two different shapes are named ${name} in the OpenAPI document`);
      if (finalNames.get(name) !== finalName) {
        finalNames.set(name, finalName);
        changed = true;
      }
    }
  }
  const repoint = (value: JsonSchema) =>
    JSON.parse(
      JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_match, name: string) => JSON.stringify(`#/components/schemas/${finalNames.get(name) ?? name}`)),
    ) as JsonSchema;
  for (const [name, def] of Object.entries(defs)) {
    const finalName = finalNames.get(name) as string;
    const held = components.written.get(finalName);
    if (held !== undefined && held !== JSON.stringify(def)) throw new Error(`Two different shapes are named ${finalName} in the OpenAPI document`);
    if (held !== undefined) continue;
    components.schemas[finalName] = repoint(def);
    components.written.set(finalName, JSON.stringify(def));
  }
  return repoint(schema);
}

export function describeAccess(rule: AccessRule): string {
  if (rule.kind === 'public') return 'Public: anyone may call it.';
  if (rule.kind === 'signedIn') return 'Signed in: any signed-in user.';
  return `Roles: ${rule.roles.join(', ')}.`;
}

/** `/api/teams/:teamId` → `/api/teams/{teamId}` */
export const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const errorBodyRef = { $ref: '#/components/schemas/ErrorBody' };
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed (for example, a body that is not JSON).',
  401: 'Not signed in.',
  403: 'Signed in without a role this route allows.',
  404: 'No such resource.',
  409: 'Conflicts with the current state.',
  413: 'The body is too large.',
  415: 'The body is not of a type this route takes.',
  422: 'The input breaks a rule; `issues` names each field with its message.',
  429: 'Too many requests; `Retry-After` says when to try again.',
  503: 'A service this route needs is not configured.',
};

function parametersOf(spec: RouteSpec): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchemaOf(schema, 'input');
    const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
    for (const [name, property] of Object.entries((object.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return parameters;
}

function requestBodyOf(spec: RouteSpec, components: Components): JsonSchema | undefined {
  const body = spec.body;
  if (!body) return undefined;
  if (isSchema(body)) return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input', components) } } };
  if (body.kind === 'raw') return { required: true, content: { [body.contentType]: { schema: {} } } };
  const properties = Object.fromEntries(
    Object.entries(body.fields).map(([name, kind]) => [
      name,
      kind === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : { type: 'string' },
    ]),
  );
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
}

function successesOf(spec: RouteSpec, components: Components): [string, JsonSchema][] {
  const response = spec.response;
  if (isSchema(response)) {
    const content = { 'application/json': { schema: jsonSchemaOf(response, 'output', components) } };
    return [spec.status ?? 200, ...(spec.alsoStatus ?? [])].map((status) => [
      String(status),
      { description: status === 201 ? 'Created.' : 'Success.', content },
    ]);
  }
  if (response.kind === 'empty') return [['204', { description: 'Done; no content.' }]];
  if (response.kind === 'eventStream') {
    const description =
      'Server-sent events, open until the client leaves: each event has `id:` (the message id; a reconnecting client sends the last one as `Last-Event-ID` and gets what it missed) and `data:` (JSON, see `x-event-data`); comment lines keep the connection alive.';
    return [
      [
        '200',
        { description, content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': jsonSchemaOf(response.message, 'output', components) } } },
      ],
    ];
  }
  return [['200', { description: 'Success.', content: { [response.contentType]: { schema: { type: 'string' } } } }]];
}

function errorStatusesOf(spec: RouteSpec): number[] {
  const statuses = new Set<number>(spec.errors ?? []);
  if (spec.access.kind !== 'public') statuses.add(401);
  if (spec.access.kind === 'roles') statuses.add(403);
  if (spec.params) statuses.add(404);
  // Every event stream takes a slot first; past its address's or the process's cap, a 429 (decision 051).
  if (!isSchema(spec.response) && spec.response.kind === 'eventStream') statuses.add(429);
  if (spec.query || isSchema(spec.body)) statuses.add(422);
  if (isSchema(spec.body)) {
    statuses.add(400);
    statuses.add(413);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** The response with the example on its (first) media type; a response without a body stays as it is. */
function withExample(response: JsonSchema, example: unknown): JsonSchema {
  const content = response.content as Record<string, JsonSchema> | undefined;
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!mediaType || !media) return response;
  return { ...response, content: { ...content, [mediaType]: { ...media, example } } };
}

function operationOf(route: MountedRoute, examples: OperationExamples, components: Components): JsonSchema {
  const { spec } = route;
  const responses: Record<string, JsonSchema> = Object.fromEntries(successesOf(spec, components));
  for (const code of errorStatusesOf(spec)) {
    responses[String(code)] = { description: ERROR_DESCRIPTIONS[code] ?? 'Error.', content: { 'application/json': { schema: errorBodyRef } } };
  }
  for (const [status, example] of Object.entries(examples[routeKeyOf(spec)] ?? {})) {
    const response = responses[status];
    if (response) responses[status] = withExample(response, example);
  }
  const requestBody = requestBodyOf(spec, components);
  return {
    tags: [route.tag],
    summary: spec.summary,
    description: [describeAccess(spec.access), spec.description].filter(Boolean).join('\n\n'),
    operationId: `${spec.method}${openApiPath(spec.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
    'x-access': spec.access,
    ...(spec.access.kind === 'public' ? { security: [] } : {}),
    parameters: parametersOf(spec),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: readonly MountedRoute[], info: { title: string; version: string }, examples: OperationExamples = {}): JsonSchema {
  const components: Components = { registry: componentRegistryFor(routes.map((route) => route.spec)), schemas: {}, written: new Map() };
  // The answers' forms first: a shape a request takes in another form is then `<Name>Input`.
  for (const route of routes) successesOf(route.spec, components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.spec.path);
    paths[path] ??= {};
    paths[path][route.spec.method] = operationOf(route, examples, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The league API. JSON field names are snake_case (decision 017). Signed-in calls carry the session cookie set by `/api/auth/*` ' +
        '(Better Auth: sign-up, sign-in, sign-out, phone codes, password reset). State-changing calls must come from the site itself (Origin).',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
      schemas: {
        ...Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b))),
        ErrorBody: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', enum: [...ERROR_CODES] },
                message: { type: 'string' },
                issues: {
                  type: 'array',
                  items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
                },
                detail: { description: "Data some errors carry: a draft pick's 409 has the current board (decision 081)." },
              },
            },
          },
        },
      },
    },
    security: [{ sessionCookie: [] }],
  };
}
