import type { Database } from '../db/client';
import { divisions, registrations, teams } from '../db/schema/index';
import { addToRoster, createPlayer, type League } from './factories';
import { uniqueEmail, uniqueId } from './test-server';
import type { RegistrationStatus } from '../../shared/registrations';

/** A second division in the league's season, with one team; returns both ids. */
export async function addDivision(db: Database, league: Pick<League, 'seasonId'>): Promise<{ divisionId: string; teamId: string }> {
  const [division] = await db
    .insert(divisions)
    .values({ name: `Division ${uniqueId()}` })
    .returning({ id: divisions.id });
  if (!division) throw new Error('division fixture was not stored');
  const [team] = await db
    .insert(teams)
    .values({ seasonId: league.seasonId, divisionId: division.id, name: `Team ${uniqueId()}` })
    .returning({ id: teams.id });
  if (!team) throw new Error('team fixture was not stored');
  return { divisionId: division.id, teamId: team.id };
}

/** A player on a team's roster (addToRoster copies the team's season and division, as the app does). */
export async function rosterPlayer(
  db: Database,
  place: { teamId: string },
  player: { email?: string | null; userId?: string | null } = {},
): Promise<{ playerId: string; email: string | null }> {
  const email = player.email === undefined ? uniqueEmail('rostered') : player.email;
  const playerId = await createPlayer(db, { email, userId: player.userId ?? null });
  await addToRoster(db, { teamId: place.teamId, playerId });
  return { playerId, email };
}

/** A player with a registration for a season and division (no team yet). */
export async function registeredPlayer(
  db: Database,
  place: { seasonId: string; divisionId: string },
  options: { email?: string; status?: RegistrationStatus } = {},
): Promise<{ playerId: string; email: string }> {
  const email = options.email ?? uniqueEmail('registered');
  const playerId = await createPlayer(db, { email });
  await db.insert(registrations).values({ playerId, seasonId: place.seasonId, divisionId: place.divisionId, status: options.status ?? 'paid' });
  return { playerId, email };
}
