import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { AuditLogPage } from '../../../shared/api/dashboard';
import { auditLog } from '../../db/schema/index';
import { createUser, type CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { recordAudit } from '../../core/audit/audit.service';

const t = withTestServer({ personas: { adminName: 'Alma Auditor' } });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
let otherAdmin: CreatedUser;
/** A tag of this run: entity types made here are unique, so filters see only these rows. */
const tag = uniqueId();
const TYPE_A = `thing_${tag}`;
const TYPE_B = `other_${tag}`;

beforeAll(async () => {
  server = t.server;
  personas = t.personas;
  ({ admin } = personas);
  otherAdmin = await createUser(server, { roles: ['admin'], name: 'Otto Other' });
  const actor = (user: CreatedUser, name: string) => ({ userId: user.userId, email: user.email, name, roles: ['admin'] });
  // Oldest first: five rows of type A by Alma, two of type B by Otto, one by the system.
  for (let i = 1; i <= 5; i++) {
    await recordAudit(server.db, {
      actor: actor(admin, 'Alma Auditor'),
      action: 'thing.updated',
      entityType: TYPE_A,
      entityId: `a${i}`,
      before: { n: i - 1 },
      after: { n: i },
    });
  }
  for (let i = 1; i <= 2; i++) {
    await recordAudit(server.db, {
      actor: actor(otherAdmin, 'Otto Other'),
      action: 'other.created',
      entityType: TYPE_B,
      entityId: `b${i}`,
      before: null,
      after: { name: `B "${i}", =1+1` },
    });
  }
  await recordAudit(server.db, { actor: null, action: 'other.expired', entityType: TYPE_B, entityId: 'b3', before: { open: true }, after: { open: false } });
});

const list = (query: string) => admin.client.request<AuditLogPage & ApiErrorBody>('GET', `/api/admin/audit-log?${query}`);

describe('GET /api/admin/audit-log', () => {
  it('pages newest first with actor names and before/after', async () => {
    const first = (await list(`entity_type=${TYPE_A}&page_size=2`)).body;
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(first.items.map((i) => i.entity_id)).toEqual(['a5', 'a4']);
    expect(first.items[0]).toMatchObject({
      actor_user_id: admin.userId,
      actor_name: 'Alma Auditor',
      action: 'thing.updated',
      entity_type: TYPE_A,
      before: { n: 4 },
      after: { n: 5 },
    });
    expect((await list(`entity_type=${TYPE_A}&page_size=2&page=3`)).body.items.map((i) => i.entity_id)).toEqual(['a1']);
    expect((await list(`entity_type=${TYPE_A}&page_size=2&page=4`)).body.items).toEqual([]);
    expect(first.entity_types).toEqual(expect.arrayContaining([TYPE_A, TYPE_B]));
  });

  it('filters by entity type and by actor (id, part of the name, or "system")', async () => {
    const ids = async (query: string) => (await list(query)).body.items.map((i) => i.entity_id);
    expect(await ids(`entity_type=${TYPE_B}`)).toEqual(['b3', 'b2', 'b1']);
    expect(await ids(`entity_type=${TYPE_B}&actor=otto`)).toEqual(['b2', 'b1']);
    expect(await ids(`entity_type=${TYPE_B}&actor=${otherAdmin.userId}`)).toEqual(['b2', 'b1']);
    expect(await ids(`entity_type=${TYPE_B}&actor=system`)).toEqual(['b3']);
    expect(await ids(`entity_type=${TYPE_A}&actor=otto`)).toEqual([]);
    const system = (await list(`entity_type=${TYPE_B}&actor=system`)).body.items[0];
    expect(system).toMatchObject({ actor_user_id: null, actor_name: null, action: 'other.expired' });
    // Cleared filters, as a form sends them, mean "any".
    expect((await list(`entity_type=&actor=&page_size=100`)).body.total).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['page=0', 'page'],
    ['page_size=101', 'page_size'],
    ['page_size=abc', 'page_size'],
  ])('refuses %s with 422 on that field', async (query, path) => {
    const response = await list(query);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', issues: [{ path }] });
  });

  it('is for admins only', async () => {
    await expectOnlyAdmins(server, personas, [
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/audit-log/export.csv'],
    ]);
  });
});

describe('GET /api/admin/audit-log/export.csv', () => {
  it('exports every matching row, newest first, with before and after as JSON', async () => {
    const response = await admin.client.request('GET', `/api/admin/audit-log/export.csv?entity_type=${TYPE_B}&page_size=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,created_at,actor_user_id,actor_name,action,entity_type,entity_id,before,after');
    // All three rows, whatever page_size says.
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,,,other.expired,${TYPE_B},b3,"{""open"":true}","{""open"":false}"`);
    expect(lines[3]).toContain(`,${otherAdmin.userId},Otto Other,other.created,${TYPE_B},b1,,"{""name"":""B \\""1\\"", =1+1""}"`);
  });

  it('changes nothing', async () => {
    const before = await server.db.$count(auditLog);
    await admin.client.api('GET /api/admin/audit-log/export.csv');
    await list('page=1');
    expect(await server.db.$count(auditLog)).toBe(before);
  });
});
