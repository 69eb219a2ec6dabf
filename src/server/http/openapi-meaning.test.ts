import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_EVENT_TYPES, GAME_STATUSES } from '../../shared/games';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../../shared/outbox';
import { ROLES } from '../../shared/roles';
import { GENDERS, JERSEY_SIZES, POSITIONS, TEAM_PREFERENCE_VALUES } from '../../shared/waitlist';
import { withTestServer } from '../test/with-test-server';

// What /api/openapi.json tells a caller about the values (issue 21, decisions 068 and 070):
// enumerations from their one definition, formats, named components and descriptions.

interface JsonSchema {
  $ref?: string;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>;
  components: { schemas: Record<string, JsonSchema> };
}

const t = withTestServer();
let document: OpenApiDocument;

beforeAll(async () => {
  document = (await t.server.client().request<OpenApiDocument>('GET', '/api/openapi.json')).body;
});

/** A component's schema in place of its `$ref`; the non-null branch of a nullable value. */
function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  const branches = schema.anyOf?.filter((branch) => (branch as { type?: string }).type !== 'null');
  if (branches?.length === 1) return resolve(branches[0]);
  return schema;
}

/** The JSON answer of an operation, or one of its properties (`a.b` walks objects, `[]` an array's items). */
function answer(method: string, path: string, at = ''): JsonSchema {
  let schema = resolve(document.paths[path]?.[method]?.responses['200']?.content?.['application/json']?.schema);
  for (const step of at.split('.').filter(Boolean)) schema = resolve(step === '[]' ? schema.items : schema.properties?.[step]);
  return schema;
}

describe('the enumerations of /api/openapi.json', () => {
  it('are enums from their one list, not plain strings: gender, jersey size, positions, team preference, outbox, effective role', () => {
    const entry = '/api/admin/waitlist/{entryId}';
    expect(answer('get', entry, 'gender').enum).toEqual([...GENDERS]);
    expect(answer('get', entry, 'jersey_size').enum).toEqual([...JERSEY_SIZES]);
    expect(answer('get', entry, 'positions_played.[]').enum).toEqual([...POSITIONS]);
    expect(answer('get', entry, 'preferred_position').enum).toEqual([...POSITIONS]);
    expect(answer('get', entry, 'team_preference').enum).toEqual([...TEAM_PREFERENCE_VALUES]);
    expect(answer('get', '/api/me/player', 'jersey_size').enum).toEqual([...JERSEY_SIZES]);
    expect(answer('get', '/api/admin/outbox', '[].status').enum).toEqual([...OUTBOX_STATUSES]);
    expect(answer('get', '/api/admin/outbox', '[].channel').enum).toEqual([...OUTBOX_CHANNELS]);
    expect(answer('get', '/api/me/roles', 'role').enum).toEqual([...ROLES, '']);
    expect(answer('get', '/api/me/roles', 'roles.[]').enum).toEqual([...ROLES]);
    expect(answer('get', '/api/games/{gameId}', 'status').enum).toEqual([...GAME_STATUSES]);
    expect(answer('get', '/api/games/{gameId}', 'events.[].type').enum).toEqual([...GAME_EVENT_TYPES]);
  });
});

describe('the named components of /api/openapi.json', () => {
  const refsIn = (node: unknown, found: string[] = []): string[] => {
    if (Array.isArray(node)) for (const item of node) refsIn(item, found);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') found.push(value);
        else refsIn(value, found);
      }
    }
    return found;
  };

  it('write a shape that several operations answer once, and each of them refers to it', () => {
    const option = { $ref: '#/components/schemas/NamedOption' };
    expect(document.components.schemas.NamedOption).toMatchObject({ type: 'object', required: ['id', 'name'] });
    const operationsReferring = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => refsIn(operation.responses).includes(option.$ref));
    expect(operationsReferring.length).toBeGreaterThan(1);
  });

  it('are each referred to, and every reference names one of them', () => {
    const names = Object.keys(document.components.schemas);
    expect(names.length).toBeGreaterThan(20);
    const referred = new Set(
      refsIn(document.paths)
        .concat(refsIn(document.components.schemas))
        .map((ref) => ref.replace('#/components/schemas/', '')),
    );
    expect(names.filter((name) => !referred.has(name))).toEqual([]);
    expect([...referred].filter((name) => !names.includes(name))).toEqual([]);
  });
});
