import { asc, desc, eq } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import type { AdminPlayerDetail } from '../../../shared/api/players';
import type { UpdatePlayerInput } from '../../../shared/schemas/admin-players';
import type { Database, Transaction } from '../../db/client';
import { divisions, players, registrations, seasons, teamRosters, teams, users, waivers, waiverSignatures } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';

type PlayerRow = typeof players.$inferSelect;

/** Everything stored about a player, with names instead of ids, for the admin's detail view. */
export async function loadAdminPlayerDetail(db: Database | Transaction, playerId: string): Promise<AdminPlayerDetail> {
  const [found] = await db
    .select({ player: players, userEmail: users.email, userName: users.name })
    .from(players)
    .leftJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  if (!found) throw notFound('That player');
  const [rosters, registrationRows, signatures] = await Promise.all([
    db
      .select({
        roster: teamRosters,
        teamName: teams.name,
        seasonName: seasons.name,
        divisionName: divisions.name,
      })
      .from(teamRosters)
      .innerJoin(teams, eq(teams.id, teamRosters.teamId))
      .innerJoin(seasons, eq(seasons.id, teamRosters.seasonId))
      .innerJoin(divisions, eq(divisions.id, teamRosters.divisionId))
      .where(eq(teamRosters.playerId, playerId))
      .orderBy(desc(seasons.startDate), asc(teams.name)),
    db
      .select({ registration: registrations, seasonName: seasons.name, divisionName: divisions.name })
      .from(registrations)
      .innerJoin(seasons, eq(seasons.id, registrations.seasonId))
      .innerJoin(divisions, eq(divisions.id, registrations.divisionId))
      .where(eq(registrations.playerId, playerId))
      .orderBy(desc(registrations.createdAt)),
    db
      .select({ signature: waiverSignatures, version: waivers.version, title: waivers.title })
      .from(waiverSignatures)
      .innerJoin(waivers, eq(waivers.id, waiverSignatures.waiverId))
      .where(eq(waiverSignatures.playerId, playerId))
      .orderBy(desc(waiverSignatures.signedAt)),
  ]);
  const p = found.player;
  return {
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: `${p.firstName} ${p.lastName}`,
    email: p.email,
    phone_number: p.phone,
    date_of_birth: p.dateOfBirth,
    gender: p.gender,
    photo_url: p.photoUrl,
    jersey_size: p.jerseySize,
    positions_played: p.positions,
    preferred_position: p.preferredPosition,
    skill_level: p.skillLevel,
    emergency_contact_name: p.emergencyContactName,
    emergency_contact_phone: p.emergencyContactPhone,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    user:
      p.userId && found.userName !== null
        ? { id: p.userId, name: found.userName, email: found.userEmail && !isPhoneOnlyEmail(found.userEmail) ? found.userEmail : null }
        : null,
    rosters: rosters.map(({ roster: r, ...names }) => ({
      team_id: r.teamId,
      team_name: names.teamName,
      season_id: r.seasonId,
      season_name: names.seasonName,
      division_id: r.divisionId,
      division_name: names.divisionName,
      jersey_number: r.jerseyNumber,
      roster_role: r.rosterRole,
      joined_at: r.joinedAt.toISOString(),
    })),
    registrations: registrationRows.map(({ registration: r, ...names }) => ({
      id: r.id,
      season_id: r.seasonId,
      season_name: names.seasonName,
      division_id: r.divisionId,
      division_name: names.divisionName,
      status: r.status,
      fee_cents: r.feeCents,
      discount_cents: r.discountCents,
      amount_paid_cents: r.amountPaidCents,
      payment_method: r.paymentMethod,
      paid_at: r.paidAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
    })),
    waiver_signatures: signatures.map((s) => ({
      waiver_id: s.signature.waiverId,
      waiver_version: s.version,
      waiver_title: s.title,
      signed_name: s.signature.signedName,
      signed_at: s.signature.signedAt.toISOString(),
    })),
  };
}

export async function getAdminPlayer({ db, actor, playerId }: { db: Database; actor: Actor | null; playerId: string }): Promise<AdminPlayerDetail> {
  requireActor(actor);
  return loadAdminPlayerDetail(db, playerId);
}

/** The columns an input sets; a field left out is not touched. */
function changesOf(input: UpdatePlayerInput): Partial<PlayerRow> {
  const set: Partial<PlayerRow> = {};
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.last_name !== undefined) set.lastName = input.last_name;
  if (input.email !== undefined) set.email = input.email === null ? null : input.email.toLowerCase();
  if (input.phone_number !== undefined) set.phone = input.phone_number;
  if (input.date_of_birth !== undefined) set.dateOfBirth = input.date_of_birth;
  if (input.gender !== undefined) set.gender = input.gender;
  if (input.jersey_size !== undefined) set.jerseySize = input.jersey_size;
  if (input.positions_played !== undefined) set.positions = [...new Set(input.positions_played)];
  if (input.preferred_position !== undefined) set.preferredPosition = input.preferred_position;
  if (input.skill_level !== undefined) set.skillLevel = input.skill_level;
  if (input.emergency_contact_name !== undefined) set.emergencyContactName = input.emergency_contact_name;
  if (input.emergency_contact_phone !== undefined) set.emergencyContactPhone = input.emergency_contact_phone;
  return set;
}

export async function updateAdminPlayer({
  db,
  actor,
  playerId: id,
  input,
}: {
  db: Database;
  actor: Actor | null;
  playerId: string;
  input: UpdatePlayerInput;
}): Promise<AdminPlayerDetail> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(players).where(eq(players.id, id)).for('update');
    if (!before) throw notFound('That player');
    const set = changesOf(input);
    // Nothing asked for: nothing stored, nothing audited.
    if (Object.keys(set).length > 0) {
      const [after] = await tx
        .update(players)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(players.id, id))
        .returning();
      await recordAudit(tx, { actor: admin, action: 'player.updated', entityType: 'player', entityId: id, before, after });
    }
    return loadAdminPlayerDetail(tx, id);
  });
}
