import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { CreatedTeamInvite, TeamInvite, TeamInviteList } from '../../../shared/api/team-invites';
import type { CreateTeamInviteInput } from '../../../shared/schemas/team-invites';
import { joinTeamPath, TEAM_INVITE_MESSAGES, TEAM_INVITE_OPEN_LIMIT, teamInviteState } from '../../../shared/team-invites';
import type { Database, Transaction } from '../../db/client';
import { players, teamInvites, teamInviteUses, teams, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { assertCaptainOfTeam } from '../../core/team-access/index';
import { hashInviteToken, newInviteToken } from './invite-token';

// A captain's invite links (issue 23, decision 077): made, listed and revoked by the team's
// captains, co-captains and admins. The route lets captains and admins in; which team is theirs
// is checked here.

const DAY_MS = 24 * 60 * 60 * 1000;
type InviteRow = typeof teamInvites.$inferSelect;

async function toInvites(db: Database | Transaction, rows: (InviteRow & { createdByName: string | null })[], now: Date): Promise<TeamInvite[]> {
  const ids = rows.map((r) => r.id);
  const used =
    ids.length === 0
      ? []
      : await db
          .select({
            inviteId: teamInviteUses.inviteId,
            playerId: players.id,
            firstName: players.firstName,
            lastName: players.lastName,
            joinedAt: teamInviteUses.joinedAt,
          })
          .from(teamInviteUses)
          .innerJoin(players, eq(players.id, teamInviteUses.playerId))
          .where(inArray(teamInviteUses.inviteId, ids))
          .orderBy(asc(teamInviteUses.joinedAt), asc(players.id));
  return rows.map((row) => ({
    id: row.id,
    team_id: row.teamId,
    state: teamInviteState(row, now),
    expires_at: row.expiresAt.toISOString(),
    max_uses: row.maxUses,
    uses: row.uses,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by_name: row.createdByName,
    joined: used
      .filter((u) => u.inviteId === row.id)
      .map((u) => ({ player: { id: u.playerId, name: `${u.firstName} ${u.lastName}`.trim() }, joined_at: u.joinedAt.toISOString() })),
  }));
}

const inviteColumns = { invite: teamInvites, createdByName: users.name };

async function selectInvites(db: Database | Transaction, where: ReturnType<typeof eq>) {
  const rows = await db
    .select(inviteColumns)
    .from(teamInvites)
    .leftJoin(users, eq(users.id, teamInvites.createdBy))
    .where(where)
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
  return rows.map((r) => ({ ...r.invite, createdByName: r.createdByName }));
}

async function inviteOf(db: Database | Transaction, inviteId: string, now: Date): Promise<TeamInvite> {
  const [invite] = await toInvites(db, await selectInvites(db, eq(teamInvites.id, inviteId)), now);
  if (!invite) throw notFound('That invite');
  return invite;
}

/** The team's invites that still let someone join: not revoked, not expired, not used up. */
export async function countOpenInvites(db: Database | Transaction, teamId: string, now: Date): Promise<number> {
  const [open] = await db
    .select({ count: count() })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), isNull(teamInvites.revokedAt), gt(teamInvites.expiresAt, now), lt(teamInvites.uses, teamInvites.maxUses)));
  return open?.count ?? 0;
}

/** GET /api/captain/teams/{teamId}/invites: newest first, without tokens. */
export async function listTeamInvites({
  db,
  actor,
  teamId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  now?: Date;
}): Promise<TeamInviteList> {
  const caller = requireActor(actor);
  await assertCaptainOfTeam(db, caller, teamId);
  return { items: await toInvites(db, await selectInvites(db, eq(teamInvites.teamId, teamId)), now) };
}

export interface CreatedInvite {
  result: CreatedTeamInvite;
  /** false: a retry of a create (same client key) answered the invite it made. */
  created: boolean;
}

/**
 * POST /api/captain/teams/{teamId}/invites. The token is made here, shown in this answer only,
 * and stored as its SHA-256. A retry with the same client key (an answer lost on the way) finds
 * its invite: while nobody has used it, it gets a fresh token (the lost answer was the only
 * place the old one lived); once used, the retry is refused.
 */
export async function createTeamInvite({
  db,
  actor,
  teamId,
  input,
  baseUrl,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  input: CreateTeamInviteInput;
  baseUrl: string;
  now?: Date;
}): Promise<CreatedInvite> {
  const caller = requireActor(actor);
  await assertCaptainOfTeam(db, caller, teamId);
  const token = newInviteToken();
  const tokenHash = hashInviteToken(token);
  const url = `${baseUrl}${joinTeamPath(token)}`;
  return db.transaction(async (tx) => {
    // One create at a time per team: the open-invite limit holds under concurrent creates.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    const [replayed] = await tx
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.clientKey, input.client_key)))
      .for('update');
    if (replayed) {
      if (replayed.createdBy !== caller.userId || replayed.uses > 0 || replayed.revokedAt) throw conflict(TEAM_INVITE_MESSAGES.replayUsed);
      await tx.update(teamInvites).set({ tokenHash }).where(eq(teamInvites.id, replayed.id));
      return { result: { invite: await inviteOf(tx, replayed.id, now), token, url }, created: false };
    }
    if ((await countOpenInvites(tx, teamId, now)) >= TEAM_INVITE_OPEN_LIMIT) throw conflict(TEAM_INVITE_MESSAGES.openLimit);
    const [row] = await tx
      .insert(teamInvites)
      .values({
        teamId,
        tokenHash,
        expiresAt: new Date(now.getTime() + input.expires_in_days * DAY_MS),
        maxUses: input.max_uses,
        createdBy: caller.userId,
        clientKey: input.client_key,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the invite was not stored');
    // The audit keeps the invite without its hash: the trail needs no key to the team.
    const { tokenHash: _hidden, ...audited } = row;
    await recordAudit(tx, { actor: caller, action: 'teams.invite_created', entityType: 'team', entityId: teamId, before: null, after: audited });
    return { result: { invite: await inviteOf(tx, row.id, now), token, url }, created: true };
  });
}

/** POST /api/captain/teams/{teamId}/invites/{inviteId}/revoke: the link stops working; again is a no-op. */
export async function revokeTeamInvite({
  db,
  actor,
  teamId,
  inviteId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  inviteId: string;
  now?: Date;
}): Promise<TeamInvite> {
  const caller = requireActor(actor);
  await assertCaptainOfTeam(db, caller, teamId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(teamInvites)
      .set({ revokedAt: sql`coalesce(${teamInvites.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.teamId, teamId)))
      .returning({ id: teamInvites.id, revokedAt: teamInvites.revokedAt });
    if (!row) throw notFound('That invite');
    if (row.revokedAt?.getTime() === now.getTime()) {
      await recordAudit(tx, { actor: caller, action: 'teams.invite_revoked', entityType: 'team', entityId: teamId, before: null, after: { inviteId } });
    }
    return inviteOf(tx, row.id, now);
  });
}
