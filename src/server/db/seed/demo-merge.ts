import { asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import { players, registrations, seasons, teamRosters, teams } from '../schema/index';

/** The pair's e-mails: the demo's "no duplicate people" check leaves these two out. */
export const DEMO_DUPLICATE_PAIR_EMAILS = ['robert.smith@players.demo.league', 'bob.smith@players.demo.league'] as const;

const person = {
  lastName: 'Smith',
  dateOfBirth: '1988-06-14',
  gender: 'Male',
  jerseySize: 'L',
  positions: ['Midfield'],
  preferredPosition: 'Midfield',
  skillLevel: 6,
  emergencyContactName: 'Ann Smith',
  emergencyContactPhone: '(807) 555-0178',
} as const;

/**
 * A likely duplicate pair for /admin/player-merge (decision 084): Robert Smith played last
 * season (a roster place, so a public page); "Bob Smith" registered for the current season
 * with the same phone written another way. The merge moves Bob's registration to Robert.
 */
export async function seedDemoDuplicatePair(tx: Transaction): Promise<void> {
  const [finished] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.status, 'completed')).orderBy(sql`${seasons.startDate} desc`).limit(1);
  const [current] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.status, 'active')).limit(1);
  if (!finished || !current) return;
  const [lastTeam] = await tx
    .select({ id: teams.id, divisionId: teams.divisionId })
    .from(teams)
    .where(eq(teams.seasonId, finished.id))
    .orderBy(asc(teams.name))
    .limit(1);
  const [currentTeam] = await tx.select({ divisionId: teams.divisionId }).from(teams).where(eq(teams.seasonId, current.id)).orderBy(asc(teams.name)).limit(1);
  if (!lastTeam || !currentTeam) return;
  const [robert, bob] = await tx
    .insert(players)
    .values([
      { ...person, positions: [...person.positions], firstName: 'Robert', email: DEMO_DUPLICATE_PAIR_EMAILS[0], phone: '(807) 555-0177' },
      { ...person, positions: [...person.positions], firstName: 'Bob', email: DEMO_DUPLICATE_PAIR_EMAILS[1], phone: '+1 807 555 0177' },
    ])
    .returning({ id: players.id });
  if (!robert || !bob) return;
  await tx.insert(teamRosters).values({ teamId: lastTeam.id, playerId: robert.id, seasonId: finished.id, divisionId: lastTeam.divisionId, jerseyNumber: null });
  await tx
    .insert(registrations)
    .values({ playerId: bob.id, seasonId: current.id, divisionId: currentTeam.divisionId, status: 'pending_payment', feeCents: 12_000 });
}
