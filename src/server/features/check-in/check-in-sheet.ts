import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CheckIn, CheckInPlayer, CheckInSheet } from '../../../shared/api/check-in';
import type { GameSummary } from '../../../shared/api/games';
import type { CheckInFlag } from '../../../shared/check-in';
import type { Database, Transaction } from '../../db/client';
import { gameCheckIns, playerPasses, players, registrations, teamRosters, users, waivers, waiverSignatures } from '../../db/schema/index';
import { suspendedPlayersForGame } from '../discipline/index';
import type { GameRow } from '../game-events/index';
import { confirmedSubstitutes } from '../lineups/index';

type Db = Database | Transaction;

interface SheetEntry {
  id: string;
  teamId: string;
  first: string;
  last: string;
  jersey: number | null;
  photoUrl: string | null;
  isSubstitute: boolean;
}

/** Both rosters of the game, then its confirmed substitutes (decision 080). */
async function entriesOf(db: Db, game: GameRow): Promise<SheetEntry[]> {
  const rostered = await db
    .select({
      id: players.id,
      teamId: teamRosters.teamId,
      first: players.firstName,
      last: players.lastName,
      jersey: teamRosters.jerseyNumber,
      photoUrl: players.photoUrl,
    })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(inArray(teamRosters.teamId, [game.homeTeamId, game.awayTeamId]))
    .orderBy(sql`${teamRosters.jerseyNumber} asc nulls last`, asc(players.lastName), asc(players.firstName));
  const subs = await confirmedSubstitutes(db, [game.id]);
  const photos = subs.length
    ? new Map(
        (
          await db
            .select({ id: players.id, photoUrl: players.photoUrl })
            .from(players)
            .where(
              inArray(
                players.id,
                subs.map((s) => s.playerId),
              ),
            )
        ).map((p) => [p.id, p.photoUrl]),
      )
    : new Map<string, string | null>();
  return [
    ...rostered.map((r) => ({ ...r, isSubstitute: false })),
    ...subs
      .filter((s) => !rostered.some((r) => r.id === s.playerId))
      .map((s) => ({
        id: s.playerId,
        teamId: s.teamId,
        first: s.firstName,
        last: s.lastName,
        jersey: null,
        photoUrl: photos.get(s.playerId) ?? null,
        isSubstitute: true,
      })),
  ];
}

/** Who of these players paid this season, signed the active waiver, and the public part of their pass. */
async function statusesOf(db: Db, game: GameRow, ids: string[]) {
  if (ids.length === 0) return { paid: new Set<string>(), signed: new Set<string>(), noWaiver: true, lookups: new Map<string, string>() };
  const [paidRows, [active], passRows] = await Promise.all([
    db
      .selectDistinct({ playerId: registrations.playerId })
      .from(registrations)
      .where(and(inArray(registrations.playerId, ids), eq(registrations.seasonId, game.seasonId), inArray(registrations.status, ['paid', 'confirmed']))),
    db.select({ id: waivers.id }).from(waivers).where(eq(waivers.isActive, true)),
    db.select({ playerId: playerPasses.playerId, lookup: playerPasses.lookup }).from(playerPasses).where(inArray(playerPasses.playerId, ids)),
  ]);
  const signedRows = active
    ? await db
        .select({ playerId: waiverSignatures.playerId })
        .from(waiverSignatures)
        .where(and(eq(waiverSignatures.waiverId, active.id), inArray(waiverSignatures.playerId, ids)))
    : [];
  return {
    paid: new Set(paidRows.map((r) => r.playerId)),
    signed: new Set(signedRows.map((r) => r.playerId)),
    noWaiver: !active,
    lookups: new Map(passRows.map((r) => [r.playerId, r.lookup])),
  };
}

/** The players who may be checked in to the game, each with their statuses and flags. */
export async function checkInPlayers(db: Db, game: GameRow): Promise<CheckInPlayer[]> {
  const entries = await entriesOf(db, game);
  const [statuses, suspended] = await Promise.all([
    statusesOf(
      db,
      game,
      entries.map((e) => e.id),
    ),
    suspendedPlayersForGame(db, game),
  ]);
  return entries.map((e) => {
    const paid = statuses.paid.has(e.id);
    const waiverSigned = statuses.noWaiver || statuses.signed.has(e.id);
    const isSuspended = suspended.has(e.id);
    const flags: CheckInFlag[] = [];
    if (!paid) flags.push('unpaid');
    if (!waiverSigned) flags.push('no_waiver');
    if (isSuspended) flags.push('suspended');
    return {
      id: e.id,
      team_id: e.teamId,
      name: `${e.first} ${e.last}`.trim(),
      jersey_number: e.jersey,
      photo_url: e.photoUrl,
      is_substitute: e.isSubstitute,
      paid,
      waiver_signed: waiverSigned,
      suspended: isSuspended,
      flags,
      pass_lookup: statuses.lookups.get(e.id) ?? null,
    };
  });
}

const checkInColumns = {
  row: gameCheckIns,
  checkerName: users.name,
};

type CheckInRow = { row: typeof gameCheckIns.$inferSelect; checkerName: string | null };

export function toCheckIn({ row, checkerName }: CheckInRow): CheckIn {
  return {
    id: row.id,
    game_id: row.gameId,
    player_id: row.playerId,
    team_id: row.teamId,
    client_key: row.clientKey,
    method: row.method,
    flags: row.flags,
    reason: row.reason,
    scanned_at: row.scannedAt.toISOString(),
    recorded_at: row.recordedAt.toISOString(),
    checked_in_by: checkerName,
  };
}

/** The game's check-ins, earliest scan first; or one player's. */
export async function readCheckIns(db: Db, gameId: string, playerId?: string): Promise<CheckIn[]> {
  const rows = await db
    .select(checkInColumns)
    .from(gameCheckIns)
    .leftJoin(users, eq(users.id, gameCheckIns.checkedInByUserId))
    .where(and(eq(gameCheckIns.gameId, gameId), playerId ? eq(gameCheckIns.playerId, playerId) : undefined))
    .orderBy(asc(gameCheckIns.scannedAt), asc(gameCheckIns.id));
  return rows.map(toCheckIn);
}

export async function sheetOf(db: Db, game: GameRow, summary: GameSummary): Promise<CheckInSheet> {
  const [roster, checkIns] = await Promise.all([checkInPlayers(db, game), readCheckIns(db, game.id)]);
  return { game: summary, players: roster, check_ins: checkIns };
}
