import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { LineupGames, LineupPlayer, MyLineup, TeamLineup } from '../../../shared/api/lineups';
import { FORMATION_MESSAGES, findFormation } from '../../../shared/formations';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import type { SaveLineupInput } from '../../../shared/schemas/lineups';
import type { Database, Transaction } from '../../db/client';
import { gameAvailability, gameLineupPlayers, gameLineups, games, players, substituteRequests, teamRosters, teams } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, invalidField, notFound } from '../../http/errors';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { recordAudit } from '../../core/audit/audit.service';
import { suspendedPlayersForGame } from '../discipline/index';
import { listGameSummaries } from '../games/index';
import { formationAnswers, positionOf, readLineup, readLineups } from './lineup-read';
import { confirmedSubstitutes } from './substitute-eligibility';
import { listTeamSubstituteRequests } from './substitute-requests-read';
import { assertLeads, assertLeadsTeam, type GameRow, LINEUP_NOT_FOUND, loadGame, teamPlaceInGame } from './team-access';

export const LINEUP_ERRORS = {
  closed: 'This game has started or is no longer scheduled: its lineup can no longer change.',
} as const;

/** Lineups change until kick-off of a scheduled game. */
export const lineupEditable = (game: Pick<GameRow, 'status' | 'startsAt'>, now: Date) => game.status === 'scheduled' && game.startsAt > now;

/** The players a lineup may hold: the team's roster who answered going, and its confirmed substitutes. */
async function placeablePlayers(db: Database | Transaction, game: GameRow, teamId: string): Promise<LineupPlayer[]> {
  const roster = await db
    .select({ id: players.id, first: players.firstName, last: players.lastName, jersey: teamRosters.jerseyNumber, rsvp: gameAvailability.status })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(gameAvailability, and(eq(gameAvailability.playerId, players.id), eq(gameAvailability.gameId, game.id)))
    .where(and(eq(teamRosters.teamId, teamId), eq(gameAvailability.status, 'going')))
    .orderBy(sql`${teamRosters.jerseyNumber} asc nulls last`, players.lastName, players.firstName);
  const subs = (await confirmedSubstitutes(db, [game.id])).filter((s) => s.teamId === teamId);
  const suspended = await suspendedPlayersForGame(db, game);
  return [
    ...roster.map((r) => ({
      id: r.id,
      name: `${r.first} ${r.last}`.trim(),
      jersey_number: r.jersey,
      rsvp: r.rsvp,
      is_substitute: false,
      suspended: suspended.has(r.id),
      placement: null,
    })),
    ...subs.map((s) => ({
      id: s.playerId,
      name: `${s.firstName} ${s.lastName}`.trim(),
      jersey_number: null,
      rsvp: null,
      is_substitute: true,
      suspended: suspended.has(s.playerId),
      placement: null,
    })),
  ];
}

/**
 * GET /api/games/{gameId}/lineups/{teamId} (decision 079): the team's formation and lineup for
 * the game. Its captains and admins also get who may be placed and the substitute requests;
 * its players read the lineup; anyone else is refused.
 */
export async function getTeamLineup({
  db,
  actor,
  gameId,
  teamId,
  now = new Date(),
}: {
  db: Database | Transaction;
  actor: Actor | null;
  gameId: string;
  teamId: string;
  now?: Date;
}): Promise<TeamLineup> {
  const game = await loadGame(db, gameId);
  const place = await teamPlaceInGame(db, actor, game, teamId);
  const settings = await readLeagueSettings(db);
  const [summary] = await listGameSummaries(db, { where: eq(games.id, gameId), order: 'soonest', limit: 1 });
  if (!summary) throw notFound(LINEUP_NOT_FOUND);
  const saved = await readLineup(db, gameId, teamId);
  let candidates: LineupPlayer[] | null = null;
  if (place.leads) {
    candidates = (await placeablePlayers(db, game, teamId)).map((p) => ({ ...p, placement: saved?.placementOf.get(p.id) ?? null }));
  }
  return {
    game: summary,
    team: place.team,
    players_per_side: settings.playersPerSide,
    formations: formationAnswers(settings.playersPerSide),
    formation: saved?.formation ?? null,
    slots: saved?.slots ?? [],
    bench: saved?.bench ?? [],
    candidates,
    may_edit: place.leads,
    editable: lineupEditable(game, now),
    substitute_requests: place.leads ? await listTeamSubstituteRequests(db, gameId, teamId) : [],
    updated_at: saved?.updatedAt.toISOString() ?? null,
  };
}

function assertPlacements(input: SaveLineupInput, slotIds: ReadonlySet<string>, allowed: ReadonlySet<string>): void {
  const seenSlots = new Set<string>();
  const seenPlayers = new Set<string>();
  input.placements.forEach((p, i) => {
    if (seenPlayers.has(p.player_id)) throw invalidField(`placements.${i}.player_id`, FORMATION_MESSAGES.playerTwice);
    seenPlayers.add(p.player_id);
    if (!allowed.has(p.player_id)) throw invalidField(`placements.${i}.player_id`, FORMATION_MESSAGES.notAvailable);
    if (p.slot === null) return;
    if (!slotIds.has(p.slot)) throw invalidField(`placements.${i}.slot`, FORMATION_MESSAGES.slot);
    if (seenSlots.has(p.slot)) throw invalidField(`placements.${i}.slot`, FORMATION_MESSAGES.slotTwice);
    seenSlots.add(p.slot);
  });
}

/**
 * PUT /api/games/{gameId}/lineups/{teamId} (decision 079): the whole lineup replaces the saved
 * one, so sending it again changes nothing. The lineup's row is locked by its upsert, so two
 * captains saving at once land one after the other; the slot index keeps a slot to one player.
 */
export async function saveTeamLineup({
  db,
  actor,
  gameId,
  teamId,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  gameId: string;
  teamId: string;
  input: SaveLineupInput;
  now?: Date;
}): Promise<TeamLineup> {
  await db.transaction(async (tx) => {
    const game = await loadGame(tx, gameId, 'share');
    const place = await teamPlaceInGame(tx, actor, game, teamId);
    assertLeads(place);
    const settings = await readLeagueSettings(tx);
    const formation = findFormation(settings.playersPerSide, input.formation);
    if (!formation) throw invalidField('formation', FORMATION_MESSAGES.formation);
    if (!lineupEditable(game, now)) throw conflict(LINEUP_ERRORS.closed);
    const allowed = new Set((await placeablePlayers(tx, game, teamId)).map((p) => p.id));
    assertPlacements(input, new Set(formation.slots.map((s) => s.id)), allowed);

    const before = await readLineup(tx, gameId, teamId);
    await tx
      .insert(gameLineups)
      .values({ gameId, teamId, formation: formation.key, playersPerSide: formation.playersPerSide, updatedByUserId: place.actor.userId, updatedAt: now })
      .onConflictDoUpdate({
        target: [gameLineups.gameId, gameLineups.teamId],
        set: { formation: formation.key, playersPerSide: formation.playersPerSide, updatedByUserId: place.actor.userId, updatedAt: now },
      });
    await tx.delete(gameLineupPlayers).where(and(eq(gameLineupPlayers.gameId, gameId), eq(gameLineupPlayers.teamId, teamId)));
    if (input.placements.length > 0) {
      await tx.insert(gameLineupPlayers).values(input.placements.map((p) => ({ gameId, teamId, playerId: p.player_id, slot: p.slot })));
    }
    await recordAudit(tx, {
      actor: place.actor,
      action: 'lineup.saved',
      entityType: 'game',
      entityId: gameId,
      before: before ? { team_id: teamId, formation: before.formation, placed: before.placementOf.size } : null,
      after: { team_id: teamId, formation: formation.key, placed: input.placements.length },
    });
  });
  return getTeamLineup({ db, actor, gameId, teamId, now });
}

/**
 * GET /api/captain/teams/{teamId}/lineup-games (select-formation-context): the team's games still to
 * come or under way, with how far each lineup is, for its captains and admins.
 */
export async function listLineupGames({
  db,
  actor,
  teamId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  now?: Date;
}): Promise<LineupGames> {
  const { team } = await assertLeadsTeam(db, actor, teamId);
  const slotEnded = new Date(now.getTime() - GAME_SLOT_MINUTES * 60_000);
  const summaries = await listGameSummaries(db, {
    where: and(
      or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)),
      inArray(games.status, ['scheduled', 'live']),
      sql`${games.startsAt} > ${slotEnded}`,
    ),
    order: 'soonest',
    limit: 50,
  });
  const gameIds = summaries.map((g) => g.id);
  const lineups = await readLineups(db, gameIds);
  const going = gameIds.length
    ? await db
        .select({ gameId: gameAvailability.gameId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(gameAvailability)
        .innerJoin(teamRosters, and(eq(teamRosters.playerId, gameAvailability.playerId), eq(teamRosters.teamId, teamId)))
        .where(and(inArray(gameAvailability.gameId, gameIds), eq(gameAvailability.status, 'going')))
        .groupBy(gameAvailability.gameId)
    : [];
  const open = gameIds.length
    ? await db
        .select({ gameId: substituteRequests.gameId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(substituteRequests)
        .where(and(inArray(substituteRequests.gameId, gameIds), eq(substituteRequests.teamId, teamId), eq(substituteRequests.status, 'open')))
        .groupBy(substituteRequests.gameId)
    : [];
  return {
    items: summaries.map((game) => {
      const lineup = lineups.get(`${game.id}/${teamId}`);
      return {
        game,
        team,
        formation: lineup?.formation ?? null,
        placed: lineup?.slots.length ?? 0,
        going: going.find((g) => g.gameId === game.id)?.n ?? 0,
        open_substitute_requests: open.find((o) => o.gameId === game.id)?.n ?? 0,
      };
    }),
  };
}

/**
 * GET /api/games/{gameId}/my-lineup: the lineup of the caller's side in a game (their roster's
 * team, or the team they substitute for) and where they stand in it. Empty for a caller who is
 * on neither side: the game page asks for every signed-in visitor.
 */
export async function getMyLineup({ db, actor, gameId }: { db: Database; actor: Actor | null; gameId: string }): Promise<MyLineup> {
  const caller = requireActor(actor);
  const game = await loadGame(db, gameId);
  const empty: MyLineup = { team: null, formation: null, my_position: null, slots: [], bench: [] };
  const [me] = await db.select({ id: players.id }).from(players).where(eq(players.userId, caller.userId));
  if (!me) return empty;
  const [rostered] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .where(and(eq(teamRosters.playerId, me.id), inArray(teamRosters.teamId, [game.homeTeamId, game.awayTeamId])));
  const [subbing] = rostered
    ? []
    : await db
        .select({ id: teams.id, name: teams.name })
        .from(substituteRequests)
        .innerJoin(teams, eq(teams.id, substituteRequests.teamId))
        .where(and(eq(substituteRequests.gameId, gameId), eq(substituteRequests.claimedByPlayerId, me.id), ne(substituteRequests.status, 'cancelled')));
  const team = rostered ?? subbing;
  if (!team) return empty;
  const lineup = await readLineup(db, gameId, team.id);
  return {
    team,
    formation: lineup?.formation ?? null,
    my_position: positionOf(lineup, me.id),
    slots: lineup?.slots ?? [],
    bench: lineup?.bench ?? [],
  };
}
