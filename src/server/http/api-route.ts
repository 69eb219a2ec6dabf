import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AccessRule } from './access';
import { allow } from './access';
import { limitBody } from './body-limit';
import type { Actor, AppEnv } from './context';
import { AppError, notFound } from './errors';
import { matchesEtag, type SharedAnswer, type SharedAnswers } from './shared-read';
import { jsonBody, queryParams } from './validate';

/**
 * The API contract (decision 017): each route declares who may call it, its params, query and
 * body schemas and its response schema. The route layer checks the caller and parses the input
 * before the handler runs; the OpenAPI document and the web client's types are read off the
 * same declarations, so none of them can drift from the others.
 */

type Schema = z.core.$ZodType;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A multipart upload: the handler reads the form itself (files go through the photo pipeline). */
export interface MultipartBody {
  kind: 'multipart';
  /** The form's fields, for the document. */
  fields: Record<string, 'file' | 'text'>;
}
/** A body the handler must read as raw text (a signed webhook checks the exact bytes). */
export interface RawBody {
  kind: 'raw';
  contentType: string;
}
/** An answer the handler builds itself as a Response (CSV downloads, files, the docs page). */
export interface FileResponse {
  kind: 'file';
  contentType: string;
}
/** 204 No Content. */
export interface EmptyResponse {
  kind: 'empty';
}
/** Server-sent events (text/event-stream): the handler answers with the stream; each event's data follows `message`. */
export interface EventStreamResponse {
  kind: 'eventStream';
  message: Schema;
}

export const multipartBody = (fields: MultipartBody['fields']): MultipartBody => ({ kind: 'multipart', fields });
export const rawBody = (contentType: string): RawBody => ({ kind: 'raw', contentType });
export const fileResponse = (contentType: string): FileResponse => ({ kind: 'file', contentType });
export const emptyResponse: EmptyResponse = { kind: 'empty' };
export const eventStream = (message: Schema): EventStreamResponse => ({ kind: 'eventStream', message });

/** Error answers a route documents beyond those its access rule and input already imply. */
export type DocumentedErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface RouteSpec {
  method: HttpMethod;
  /** Hono path, e.g. `/api/admin/teams/:teamId`. */
  path: string;
  /** One line for the reference page. */
  summary: string;
  description?: string;
  access: AccessRule;
  /** Path parameters. A value that fails them answers 404 (no row can have a malformed id). */
  params?: Schema;
  /** What the 404 for a malformed path parameter names, e.g. "That announcement". */
  notFound?: string;
  query?: Schema;
  body?: Schema | MultipartBody | RawBody;
  /**
   * A body limit of the route's own (uploads, the webhook), instead of the JSON limit every
   * other route has (http/body-limit.ts), with the error the caller gets past it.
   */
  bodyLimit?: { maxBytes: number; tooLarge: () => AppError };
  response: Schema | FileResponse | EmptyResponse | EventStreamResponse;
  /** Success status of a JSON answer (default 200). */
  status?: SuccessStatus;
  /** Other success statuses the handler may choose with `withStatus` (e.g. 200 for a replay of a create). */
  alsoStatus?: readonly SuccessStatus[];
  errors?: readonly DocumentedErrorStatus[];
  /**
   * The same answer for every caller: kept ready until a write, with an ETag (decision 087).
   * Its handler is given no actor, so it cannot tailor the answer to whoever asked first.
   */
  sharedAnswer?: true;
}

type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type ActorOf<A> = A extends { kind: 'public' } ? Actor | null : Actor;

export interface HandlerInput<S extends RouteSpec> {
  c: Context<AppEnv>;
  actor: ActorOf<S['access']>;
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
}

export type SuccessStatus = 200 | 201 | 202;

const STATUS_CHOSEN = Symbol('status chosen by the handler');
interface WithStatus<T> {
  [STATUS_CHOSEN]: SuccessStatus;
  value: T;
}

/** The answer with another of the route's declared success statuses (its `alsoStatus`). */
export function withStatus<T>(status: SuccessStatus, value: T): WithStatus<T> {
  return { [STATUS_CHOSEN]: status, value };
}

const isWithStatus = (value: unknown): value is WithStatus<unknown> => typeof value === 'object' && value !== null && STATUS_CHOSEN in value;

export type HandlerResult<S extends RouteSpec> = S['response'] extends Schema
  ? z.input<S['response']> | WithStatus<z.input<S['response']>>
  : S['response'] extends FileResponse | EventStreamResponse
    ? Response
    : unknown; // 204: whatever the handler returns is dropped

export interface ApiRouteDef<S extends RouteSpec = RouteSpec> {
  spec: S;
  // A method, not a property: a list of routes with different specs is then one array type.
  handle(input: HandlerInput<S>): Promise<HandlerResult<S>>;
}

/** Any route, whatever its spec: what lists and groups of routes hold. */
export interface AnyApiRouteDef {
  spec: RouteSpec;
  handle(input: never): Promise<unknown>;
}

export interface ApiRouteGroup<R extends AnyApiRouteDef = AnyApiRouteDef> {
  /** The reference page's section, e.g. "Announcements (admin)". */
  tag: string;
  routes: readonly R[];
  /** Answered by another handler (see externalRoutes): documented and typed, not mounted. */
  external?: boolean;
}

export function apiRoute<const S extends RouteSpec>(spec: S, handle: (input: HandlerInput<S>) => Promise<HandlerResult<S>>): ApiRouteDef<S> {
  return { spec, handle };
}

export function apiRoutes<R extends AnyApiRouteDef>(tag: string, routes: readonly R[]): ApiRouteGroup<R> {
  return { tag, routes };
}

/** One route type per spec of a union (so the contract keeps each route apart). */
type DefOfEach<S extends RouteSpec> = S extends RouteSpec ? ApiRouteDef<S> : never;

/**
 * Routes another part of the app answers (Better Auth under /api/auth): declared so that the
 * document and the web client know them, but not mounted by the route layer.
 */
export function externalRoutes<const S extends RouteSpec>(tag: string, specs: readonly S[]): ApiRouteGroup<DefOfEach<S>> {
  const answeredElsewhere = async (): Promise<never> => {
    throw new Error('answered by its own handler, not the route layer');
  };
  return { tag, external: true, routes: specs.map((spec) => ({ spec, handle: answeredElsewhere }) as unknown as DefOfEach<S>) };
}

export const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** A documented route: the OpenAPI document is built from these. */
export interface MountedRoute {
  tag: string;
  spec: RouteSpec;
}

export interface MountOptions {
  /** Check every JSON answer against its response schema (development and tests). */
  checkResponses: boolean;
  /** Where routes marked `sharedAnswer` keep their answers; without it they read every time. */
  sharedAnswers?: SharedAnswers;
}

function accessMiddleware(rule: AccessRule) {
  if (rule.kind === 'public') return allow.public();
  if (rule.kind === 'signedIn') return allow.signedIn();
  return allow.roles(...rule.roles);
}

/** Registers a group's routes on the app and returns them as documented routes. */
export function mountApiRoutes(app: Hono<AppEnv>, group: ApiRouteGroup, options: MountOptions): MountedRoute[] {
  for (const route of group.external ? [] : group.routes) {
    const { spec } = route;
    const ownLimit = spec.bodyLimit ? [limitBody(spec.bodyLimit.maxBytes, spec.bodyLimit.tooLarge)] : [];
    app.on(spec.method.toUpperCase(), spec.path, accessMiddleware(spec.access), ...ownLimit, async (c) => {
      const input = {
        c,
        actor: c.var.actor,
        params: spec.params ? parsePathParams(c, spec) : undefined,
        query: spec.query ? queryParams(c, spec.query) : undefined,
        body: isSchema(spec.body) ? await jsonBody(c, spec.body) : undefined,
      } as HandlerInput<RouteSpec>;
      const responseSchema = spec.response;
      if (spec.sharedAnswer && options.sharedAnswers && isSchema(responseSchema)) {
        const key = `${spec.method} ${spec.path} ${JSON.stringify([input.params ?? null, input.query ?? null])}`;
        const answer = await options.sharedAnswers.get(key, async () => {
          const result: unknown = await (route as ApiRouteDef).handle({ ...input, actor: null });
          if (isWithStatus(result)) throw new Error(`${spec.method} ${spec.path} is a shared answer: always 200`);
          if (options.checkResponses) assertMatchesResponseSchema(spec, responseSchema, result);
          return { body: JSON.stringify(result), cacheControl: c.res.headers.get('cache-control') ?? undefined };
        });
        return sharedAnswerResponse(c, answer);
      }
      const answer: unknown = await (route as ApiRouteDef).handle(input);
      const result = isWithStatus(answer) ? answer.value : answer;
      const status = isWithStatus(answer) ? answer[STATUS_CHOSEN] : (spec.status ?? 200);
      if (!isSchema(spec.response)) {
        if (spec.response.kind === 'empty') return c.body(null, 204);
        if (!(result instanceof Response)) throw new Error(`${spec.method} ${spec.path} must answer with a Response`);
        return result;
      }
      if (options.checkResponses) assertMatchesResponseSchema(spec, spec.response, result);
      return c.json(result as object, status);
    });
  }
  return group.routes.map((route) => ({ tag: group.tag, spec: route.spec }));
}

/** The kept answer, or 304 when the caller holds it already (its If-None-Match names the ETag). */
function sharedAnswerResponse(c: Context<AppEnv>, answer: SharedAnswer): Response {
  const headers: Record<string, string> = { ETag: answer.etag };
  if (answer.cacheControl) headers['Cache-Control'] = answer.cacheControl;
  if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
  return c.body(answer.body, 200, { ...headers, 'Content-Type': 'application/json' });
}

function parsePathParams(c: Context<AppEnv>, spec: RouteSpec): unknown {
  if (!spec.params) return undefined;
  const result = z.safeParse(spec.params, c.req.param());
  if (!result.success) throw notFound(spec.notFound);
  return result.data;
}

/**
 * In development and tests an answer that does not match its declared schema is a bug in the
 * server: a 500 with the paths that differ in the log, so the API tests catch the drift.
 */
function assertMatchesResponseSchema(spec: RouteSpec, schema: Schema, value: unknown) {
  const problems = responseSchemaMismatches(schema, value);
  if (problems.length > 0) {
    throw new AppError(
      'INTERNAL',
      `The answer of ${spec.method.toUpperCase()} ${spec.path} does not match its response schema: ${problems.slice(0, 5).join('; ')}`,
    );
  }
}

/**
 * How an answer (as JSON) differs from its response schema: a field missing, mistyped or not
 * declared, one line each; none when it fits. The same check for the examples (decision 075).
 */
export function responseSchemaMismatches(schema: Schema, value: unknown): string[] {
  const json: unknown = JSON.parse(JSON.stringify(value ?? null));
  const result = z.safeParse(schema, json);
  return result.success ? extraKeys(json, result.data, '') : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** Keys the schema would have dropped: fields the service sends that the contract does not declare. */
function extraKeys(sent: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, i) => extraKeys(item, kept[i], `${path}${i}.`));
  if (typeof sent !== 'object' || sent === null || typeof kept !== 'object' || kept === null) return [];
  const keptRecord = kept as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) =>
    key in keptRecord ? extraKeys(value, keptRecord[key], `${path}${key}.`) : [`${path}${key}: not in the response schema`],
  );
}

// ---- The contract as types, for the web client (src/server/api-contract.ts) ----

type Input<S> = S extends Schema ? z.input<S> : undefined;

export interface EndpointTypes<S extends RouteSpec> {
  params: Input<S['params']>;
  query: Input<S['query']>;
  body: S['body'] extends Schema ? z.input<S['body']> : S['body'] extends MultipartBody ? FormData : undefined;
  response: S['response'] extends Schema ? z.output<S['response']> : S['response'] extends FileResponse ? Blob : undefined;
}

export type RouteKeyOf<S extends RouteSpec> = `${Uppercase<S['method']>} ${S['path']}`;

export type ContractOf<R extends AnyApiRouteDef> = {
  [D in R as RouteKeyOf<D['spec']>]: EndpointTypes<D['spec']>;
};

export type RoutesOfGroups<G> = G extends ApiRouteGroup<infer R> ? R : never;

/** Path parameters that are row ids: `params: pathIds('teamId')`. Anything not a UUID (8-4-4-4-12 hex, format uuid) is a 404. */
export function pathIds<const Name extends string>(...names: Name[]) {
  const id = z.guid();
  return z.object(Object.fromEntries(names.map((name) => [name, id])) as Record<Name, typeof id>);
}
