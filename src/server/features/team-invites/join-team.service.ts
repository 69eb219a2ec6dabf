import { and, eq } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import type { JoinTeamResult, JoinTeamViewer, TeamInviteSummary } from '../../../shared/api/team-invites';
import { signedNameMatches } from '../../../shared/schemas/registrations';
import type { JoinTeamInput } from '../../../shared/schemas/team-invites';
import { TEAM_INVITE_MESSAGES, TEAM_INVITE_STATE_MESSAGES, teamInviteState } from '../../../shared/team-invites';
import { WAITLIST_MESSAGES } from '../../../shared/schemas/waitlist';
import type { Database, Transaction } from '../../db/client';
import { divisions, players, seasons, teamInvites, teamInviteUses, teamRosters, teams, userRoles, waiverSignatures } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { CAPTAIN_MESSAGES } from '../../../shared/captain';
import { suspensionGamesLeft } from '../discipline/index';
import { findIneligibility } from '../eligibility/index';
import { findActiveWaiver } from '../waivers/index';
import { hashInviteToken } from './invite-token';

// Joining a team by its invite link (issue 23, decision 077). The summary is public (the link
// is the secret); the join is the signed-in caller's own, in one transaction that starts by
// locking the invite row: two joins on its last use queue there, and the second finds it used up.

type PlayerRow = typeof players.$inferSelect;
type InviteRow = typeof teamInvites.$inferSelect;
const DETAIL_FIELDS = ['first_name', 'last_name', 'date_of_birth', 'gender'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

const inviteNotFound = () => new AppError('NOT_FOUND', TEAM_INVITE_MESSAGES.notFound);

async function findInvite(db: Database | Transaction, token: string, lock: boolean) {
  const query = db
    .select({ invite: teamInvites, team: teams, divisionName: divisions.name, seasonName: seasons.name })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(eq(teamInvites.tokenHash, hashInviteToken(token)));
  const [found] = lock ? await query.for('update', { of: teamInvites }) : await query;
  if (!found) throw inviteNotFound();
  return found;
}

/** The account's first name and the rest, for a form to start from when there is no player record. */
function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

function missingDetails(player: PlayerRow | null): DetailField[] {
  if (!player) return [...DETAIL_FIELDS];
  return DETAIL_FIELDS.filter((field) => (field === 'date_of_birth' ? !player.dateOfBirth : field === 'gender' ? !player.gender : false));
}

async function placeInDivision(db: Database | Transaction, playerId: string, team: typeof teams.$inferSelect) {
  const [placed] = await db
    .select({ teamId: teamRosters.teamId, teamName: teams.name })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .where(and(eq(teamRosters.playerId, playerId), eq(teamRosters.seasonId, team.seasonId), eq(teamRosters.divisionId, team.divisionId)));
  return placed ?? null;
}

async function unsignedWaiver(db: Database | Transaction, playerId: string | null) {
  const waiver = await findActiveWaiver(db);
  if (!waiver) return null;
  if (playerId) {
    const [signed] = await db
      .select({ id: waiverSignatures.id })
      .from(waiverSignatures)
      .where(and(eq(waiverSignatures.waiverId, waiver.id), eq(waiverSignatures.playerId, playerId)));
    if (signed) return null;
  }
  return waiver;
}

async function viewerOf(db: Database, actor: Actor, found: Awaited<ReturnType<typeof findInvite>>): Promise<JoinTeamViewer> {
  const [player] = await db.select().from(players).where(eq(players.userId, actor.userId));
  const placed = player ? await placeInDivision(db, player.id, found.team) : null;
  const waiver = await unsignedWaiver(db, player?.id ?? null);
  const name = player ? { first: player.firstName, last: player.lastName } : splitName(actor.name);
  return {
    on_team: placed?.teamId === found.team.id,
    blocked: placed && placed.teamId !== found.team.id ? TEAM_INVITE_MESSAGES.alreadyOnOtherTeam(placed.teamName, found.divisionName) : null,
    needs: missingDetails(player ?? null),
    first_name: name.first,
    last_name: name.last,
    waiver: waiver ? { id: waiver.id, version: waiver.version, title: waiver.title } : null,
  };
}

/** GET /api/team-invites/{inviteToken}: public; a signed-in caller also learns what the join needs from them. */
export async function getTeamInviteSummary({
  db,
  actor,
  token,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  token: string;
  now?: Date;
}): Promise<TeamInviteSummary> {
  const found = await findInvite(db, token, false);
  const state = teamInviteState(found.invite, now);
  return {
    team: { id: found.team.id, name: found.team.name, primary_color: found.team.primaryColor, secondary_color: found.team.secondaryColor },
    division: { id: found.team.divisionId, name: found.divisionName },
    season: { id: found.team.seasonId, name: found.seasonName },
    state,
    message: state === 'open' ? null : TEAM_INVITE_STATE_MESSAGES[state],
    expires_at: found.invite.expiresAt.toISOString(),
    viewer: actor ? await viewerOf(db, actor, found) : null,
  };
}

function assertOpen(invite: InviteRow, now: Date): void {
  const state = teamInviteState(invite, now);
  if (state !== 'open') throw conflict(TEAM_INVITE_STATE_MESSAGES[state]);
}

/** The details a join must carry, each missing one a 422 under its field with the waitlist form's message. */
function requireDetails(needs: readonly DetailField[], input: JoinTeamInput): void {
  const messages: Record<DetailField, string> = {
    first_name: WAITLIST_MESSAGES.firstName,
    last_name: WAITLIST_MESSAGES.lastName,
    date_of_birth: WAITLIST_MESSAGES.dateOfBirth,
    gender: WAITLIST_MESSAGES.gender,
  };
  const missing = needs.filter((field) => input[field] === undefined);
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION',
      messages[missing[0] as DetailField],
      missing.map((field) => ({ path: field, message: messages[field] })),
    );
  }
}

/** The caller's player record, made or completed from the join's details (only what it lacks). */
async function savePlayer(tx: Transaction, actor: Actor, player: PlayerRow | null, input: JoinTeamInput, now: Date): Promise<PlayerRow> {
  if (player) {
    if (player.dateOfBirth && player.gender) return player;
    const [row] = await tx
      .update(players)
      .set({ dateOfBirth: player.dateOfBirth ?? input.date_of_birth, gender: player.gender ?? input.gender, updatedAt: now })
      .where(eq(players.id, player.id))
      .returning();
    if (!row) throw new Error('the player record was not updated');
    return row;
  }
  const [row] = await tx
    .insert(players)
    .values({
      userId: actor.userId,
      firstName: input.first_name ?? '',
      lastName: input.last_name ?? '',
      // A phone-only account has no real address.
      email: isPhoneOnlyEmail(actor.email) ? null : actor.email,
      dateOfBirth: input.date_of_birth,
      gender: input.gender,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('the player record was not stored');
  return row;
}

/**
 * POST /api/team-invites/{inviteToken}/join. In order, inside one transaction: the invite's row
 * lock and state (revoked, expired, used up: each said plainly, 409); the caller already on the
 * team (200, no use counted: a retry); on another team of the division (409); the details a
 * player record needs (422); the division's eligibility (decision 044, 422 under the field); the
 * active waiver's signature (409 for an outdated version, 422 for a name that is not theirs);
 * then the roster place, the use and its record, and the audit.
 */
export async function joinTeamByInvite({
  db,
  actor,
  token,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  token: string;
  input: JoinTeamInput;
  now?: Date;
}): Promise<{ result: JoinTeamResult; created: boolean }> {
  const caller = requireActor(actor);
  return db.transaction(async (tx) => {
    const { invite, team, divisionName } = await findInvite(tx, token, true);
    const teamOption = { id: team.id, name: team.name };
    const [existing] = await tx.select().from(players).where(eq(players.userId, caller.userId)).for('update');
    const placed = existing ? await placeInDivision(tx, existing.id, team) : null;
    if (existing && placed?.teamId === team.id) return { result: { team: teamOption, player_id: existing.id, joined: false }, created: false };
    assertOpen(invite, now);
    if (placed) throw conflict(TEAM_INVITE_MESSAGES.alreadyOnOtherTeam(placed.teamName, divisionName));

    requireDetails(missingDetails(existing ?? null), input);
    const person = { dateOfBirth: existing?.dateOfBirth ?? input.date_of_birth ?? null, gender: existing?.gender ?? input.gender ?? null };
    const refusal = await findIneligibility(tx, {
      seasonId: team.seasonId,
      divisionId: team.divisionId,
      person,
      email: isPhoneOnlyEmail(caller.email) ? (existing?.email ?? null) : caller.email,
      playerId: existing?.id ?? null,
    });
    if (refusal) throw invalidField(refusal.field, refusal.message);
    // A suspension still being served in the season bars joining, as for a captain's add (decision 076).
    const gamesLeft = existing ? await suspensionGamesLeft(tx, team.seasonId, existing.id) : 0;
    if (existing && gamesLeft > 0) throw conflict(CAPTAIN_MESSAGES.suspended(`${existing.firstName} ${existing.lastName}`.trim(), gamesLeft));

    const waiver = await unsignedWaiver(tx, existing?.id ?? null);
    const firstName = existing?.firstName ?? input.first_name ?? '';
    const lastName = existing?.lastName ?? input.last_name ?? '';
    if (waiver) {
      if (input.waiver_id !== waiver.id)
        throw new AppError('CONFLICT', TEAM_INVITE_MESSAGES.waiverOutdated, [{ path: 'waiver_id', message: TEAM_INVITE_MESSAGES.waiverOutdated }]);
      if (!input.waiver_signed_name || !signedNameMatches(input.waiver_signed_name, firstName, lastName)) {
        throw invalidField('waiver_signed_name', TEAM_INVITE_MESSAGES.signedName);
      }
    }

    const player = await savePlayer(tx, caller, existing ?? null, input, now);
    if (waiver && input.waiver_signed_name) {
      await tx
        .insert(waiverSignatures)
        .values({ waiverId: waiver.id, playerId: player.id, signedName: input.waiver_signed_name, signedAt: now })
        .onConflictDoNothing({ target: [waiverSignatures.waiverId, waiverSignatures.playerId] });
    }
    // The division's unique index settles a race with another team's add (decision 024).
    const [member] = await tx
      .insert(teamRosters)
      .values({ teamId: team.id, playerId: player.id, seasonId: team.seasonId, divisionId: team.divisionId, joinedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!member) throw conflict(TEAM_INVITE_MESSAGES.alreadyOnOtherTeam('another team', divisionName));
    // Under the row lock taken above; the check constraint (uses <= max_uses) stands behind it.
    await tx
      .update(teamInvites)
      .set({ uses: invite.uses + 1 })
      .where(eq(teamInvites.id, invite.id));
    await tx.insert(teamInviteUses).values({ inviteId: invite.id, playerId: player.id, userId: caller.userId, joinedAt: now });
    // The player area (spec §6) needs the player role; every sign-up has it, a role-less account gets it.
    await tx.insert(userRoles).values({ userId: caller.userId, role: 'player' }).onConflictDoNothing();
    await recordAudit(tx, {
      actor: caller,
      action: 'teams.roster_joined_by_invite',
      entityType: 'team',
      entityId: team.id,
      before: null,
      after: { ...member, inviteId: invite.id },
    });
    return { result: { team: teamOption, player_id: player.id, joined: true }, created: true };
  });
}
