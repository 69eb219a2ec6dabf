import { and, asc, eq, sql } from 'drizzle-orm';
import { pickNumberOf } from '../../../shared/drafts';
import type { Transaction } from '../client';
import { divisions, draftPicks, draftQueueEntries, drafts, draftTeams, players, registrations, seasons, teamRosters, teams } from '../schema/index';
import { emailPart } from './demo-names';

const FREE_AGENTS = [
  ['Maya', 'Lindqvist', 9, ['Midfield']],
  ['Tomás', 'Ferreira', 8, ['Striker']],
  ['Aisha', 'Okafor', 8, ['Defense']],
  ['Liam', 'Tremblay', 7, ['Goalkeeper']],
  ['Nora', 'Castillo', 6, ['Midfield', 'Defense']],
  ['Owen', 'Gagnon', 5, ['Striker']],
  ['Priya', 'Raman', 5, ['Defense']],
  ['Luca', 'Moretti', 4, ['Midfield']],
] as const;

/**
 * The demo's drafts (decision 081): the active season's finished draft of the demo captain's
 * division (its picks are the rosters' players, round by round), and a supplemental draft of
 * eight paid free agents ready to start, with the captain's queue ranked.
 */
export async function seedDemoDrafts(
  tx: Transaction,
  { captainUserId, adminUserId, now }: { captainUserId: string; adminUserId: string; now: Date },
): Promise<void> {
  const [place] = await tx
    .select({ teamId: teamRosters.teamId, seasonId: teamRosters.seasonId, divisionId: teamRosters.divisionId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(seasons, eq(seasons.id, teamRosters.seasonId))
    .where(and(eq(players.userId, captainUserId), eq(seasons.status, 'active')))
    .limit(1);
  if (!place) return;
  const teamRows = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.seasonId, place.seasonId), eq(teams.divisionId, place.divisionId)))
    .orderBy(asc(teams.name));
  if (teamRows.length < 2) return;
  const order = teamRows.map((t) => t.id);
  const [division] = await tx.select({ rule: divisions.genderRule }).from(divisions).where(eq(divisions.id, place.divisionId));
  const genderOf = (i: number) => (division?.rule === 'mens' ? 'Male' : division?.rule === 'womens' ? 'Female' : i % 2 ? 'Male' : 'Female');
  const base = { seasonId: place.seasonId, divisionId: place.divisionId, format: 'snake' as const, createdByUserId: adminUserId };
  const day = 24 * 3600_000;

  // The finished draft: three rounds of each roster's players (captains kept out: they lead).
  const [done] = await tx
    .insert(drafts)
    .values({
      ...base,
      name: 'Preseason draft',
      rounds: 3,
      pickClockSeconds: 90,
      status: 'completed',
      startedAt: new Date(now.getTime() - 30 * day),
      completedAt: new Date(now.getTime() - 30 * day + 3600_000),
      createdAt: new Date(now.getTime() - 35 * day),
    })
    .returning({ id: drafts.id });
  if (!done) return;
  await tx.insert(draftTeams).values(order.map((teamId, position) => ({ draftId: done.id, teamId, position })));
  const picks: (typeof draftPicks.$inferInsert)[] = [];
  for (const [index, teamId] of order.entries()) {
    const roster = await tx
      .select({ id: teamRosters.playerId })
      .from(teamRosters)
      .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.rosterRole, 'player')))
      .orderBy(sql`${teamRosters.jerseyNumber} asc nulls last`)
      .limit(3);
    for (const [r, member] of roster.entries()) {
      const pickNumber = pickNumberOf('snake', order.length, r + 1, index);
      picks.push({
        draftId: done.id,
        pickNumber,
        teamId,
        playerId: member.id,
        source: 'captain',
        pickedAt: new Date(now.getTime() - 30 * day + pickNumber * 60_000),
      });
    }
  }
  if (picks.length) await tx.insert(draftPicks).values(picks);

  // Free agents, paid and on no roster: the pool of the draft ready to run.
  const poolIds: string[] = [];
  for (const [firstName, lastName, skill, positions] of FREE_AGENTS) {
    const [player] = await tx
      .insert(players)
      .values({
        firstName,
        lastName,
        skillLevel: skill,
        positions: [...positions],
        preferredPosition: positions[0],
        dateOfBirth: '1994-06-15',
        gender: genderOf(poolIds.length),
        // A full profile like every demo player's; 807 is an area code the other demo people do not use.
        email: `${emailPart(firstName)}.${emailPart(lastName)}@players.demo.league`,
        phone: `(807) 555-01${10 + poolIds.length}`,
        jerseySize: 'M',
        emergencyContactName: `${lastName} family`,
        emergencyContactPhone: `(807) 555-01${30 + poolIds.length}`,
      })
      .returning({ id: players.id });
    if (!player) continue;
    poolIds.push(player.id);
    await tx.insert(registrations).values({
      playerId: player.id,
      seasonId: place.seasonId,
      divisionId: place.divisionId,
      status: 'paid',
      feeCents: 12000,
      amountPaidCents: 12000,
      paymentMethod: 'cash',
      paidAt: new Date(now.getTime() - 3 * day),
      notes: skill >= 8 ? 'Played at university level.' : '',
    });
  }
  const [ready] = await tx
    .insert(drafts)
    .values({ ...base, name: 'Supplemental draft', rounds: 2, pickClockSeconds: 60 })
    .returning({ id: drafts.id });
  if (!ready) return;
  await tx.insert(draftTeams).values(order.map((teamId, position) => ({ draftId: ready.id, teamId, position })));
  const queue = [poolIds[2], poolIds[0], poolIds[4]].flatMap((id) => (id ? [id] : []));
  await tx.insert(draftQueueEntries).values(queue.map((playerId, rank) => ({ draftId: ready.id, teamId: place.teamId, playerId, rank })));
}
