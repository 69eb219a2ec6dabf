import { and, eq, gt, inArray, lt, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_GAME_STATUSES, GAME_SLOT_MINUTES } from '../../../shared/games';
import type { Database, Transaction } from '../../db/client';
import { fields, games, seasons, teams, users, venues } from '../../db/schema/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { describeKickOff } from './slot-text';

/** A game about to be saved (new, or an existing one moved when gameId is set). */
export interface ScheduleCandidate {
  /** The caller's name for it (a row number, a game id): conflicts are reported under it. */
  key: string;
  gameId?: string;
  homeTeamId: string;
  awayTeamId: string;
  fieldId: string | null;
  refereeUserId: string | null;
  startsAt: Date;
}

export interface ScheduleConflict {
  key: string;
  kind: 'team' | 'field' | 'referee';
  subjectId: string;
  subjectName: string;
  /** The stored game it clashes with; null when it clashes with another candidate (otherKey). */
  otherGameId: string | null;
  otherKey?: string;
  message: string;
}

export interface ConflictCheckOptions {
  /** Display names for subjects the database does not know yet (teams or fields an import will create). */
  names?: ReadonlyMap<string, string>;
}

type Db = Database | Transaction;

const SLOT_MS = GAME_SLOT_MINUTES * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (ids: Iterable<string | null | undefined>) => [...new Set([...ids].filter((id): id is string => !!id && UUID.test(id)))];

/**
 * Serialises schedule writers of one season: two admins saving changes at once queue here,
 * so the second one's conflict check sees the first one's games (decision 035).
 */
export async function lockSeasonSchedule(tx: Transaction, seasonId: string): Promise<void> {
  await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId)).for('update');
}

/** One occupant of a team's, field's or referee's time: a candidate or a stored game. */
interface Booking {
  startsAt: number;
  candidate?: { index: number; key: string };
  game?: StoredGame;
}

interface StoredGame {
  id: string;
  startsAt: Date;
  homeTeamId: string;
  awayTeamId: string;
  homeName: string;
  awayName: string;
  fieldId: string | null;
  fieldName: string | null;
  venueName: string | null;
  refereeUserId: string | null;
}

const homeTeam = alias(teams, 'conflict_home');
const awayTeam = alias(teams, 'conflict_away');

/**
 * Every double-booking the candidates would make: two active games sharing a team, a field or
 * a referee whose kick-offs are less than GAME_SLOT_MINUTES apart. Candidates are checked
 * against each other (the later one in the list is reported, with otherKey) and against the
 * stored active games, ignoring the games the candidates replace. Call it under
 * lockSeasonSchedule in the transaction that saves. One query for the stored games, one or two
 * for names when something clashes.
 */
export async function findScheduleConflicts(tx: Db, candidates: ScheduleCandidate[], options: ConflictCheckOptions = {}): Promise<ScheduleConflict[]> {
  if (candidates.length === 0) return [];
  const times = candidates.map((c) => c.startsAt.getTime());
  const from = new Date(Math.min(...times) - SLOT_MS);
  const to = new Date(Math.max(...times) + SLOT_MS);
  const teamIds = uuids(candidates.flatMap((c) => [c.homeTeamId, c.awayTeamId]));
  const fieldIds = uuids(candidates.map((c) => c.fieldId));
  const refereeIds = [...new Set(candidates.map((c) => c.refereeUserId).filter((id): id is string => !!id))];
  const replaced = uuids(candidates.map((c) => c.gameId));

  const shares = [
    teamIds.length ? or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds)) : undefined,
    fieldIds.length ? inArray(games.fieldId, fieldIds) : undefined,
    refereeIds.length ? inArray(games.refereeUserId, refereeIds) : undefined,
  ].filter((c) => c !== undefined);
  const stored: StoredGame[] = shares.length
    ? await tx
        .select({
          id: games.id,
          startsAt: games.startsAt,
          homeTeamId: games.homeTeamId,
          awayTeamId: games.awayTeamId,
          homeName: homeTeam.name,
          awayName: awayTeam.name,
          fieldId: games.fieldId,
          fieldName: fields.name,
          venueName: venues.name,
          refereeUserId: games.refereeUserId,
        })
        .from(games)
        .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
        .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
        .leftJoin(fields, eq(fields.id, games.fieldId))
        .leftJoin(venues, eq(venues.id, fields.venueId))
        .where(
          and(
            inArray(games.status, [...ACTIVE_GAME_STATUSES]),
            gt(games.startsAt, from),
            lt(games.startsAt, to),
            or(...shares),
            replaced.length ? notInArray(games.id, replaced) : undefined,
          ),
        )
    : [];

  // Who occupies each subject's time, candidates first in their order, then stored games.
  const bySubject = new Map<string, Booking[]>();
  const book = (kind: ScheduleConflict['kind'], id: string | null, booking: Booking) => {
    if (!id) return;
    const list = bySubject.get(`${kind}:${id}`) ?? [];
    list.push(booking);
    bySubject.set(`${kind}:${id}`, list);
  };
  candidates.forEach((c, index) => {
    const booking = { startsAt: c.startsAt.getTime(), candidate: { index, key: c.key } };
    book('team', c.homeTeamId, booking);
    if (c.awayTeamId !== c.homeTeamId) book('team', c.awayTeamId, booking);
    book('field', c.fieldId, booking);
    book('referee', c.refereeUserId, booking);
  });
  for (const game of stored) {
    const booking = { startsAt: game.startsAt.getTime(), game };
    book('team', game.homeTeamId, booking);
    book('team', game.awayTeamId, booking);
    book('field', game.fieldId, booking);
    book('referee', game.refereeUserId, booking);
  }

  interface Clash {
    kind: ScheduleConflict['kind'];
    subjectId: string;
    candidate: { index: number; key: string };
    other: Booking;
  }
  const clashes: Clash[] = [];
  for (const [subject, bookings] of bySubject) {
    if (bookings.length < 2 || !bookings.some((b) => b.candidate)) continue;
    const [kind, subjectId] = splitSubject(subject);
    bookings.sort((a, b) => a.startsAt - b.startsAt);
    // A sweep: only neighbours within one slot can clash.
    for (let i = 0; i < bookings.length; i++) {
      const a = bookings[i] as Booking;
      for (let j = i + 1; j < bookings.length; j++) {
        const b = bookings[j] as Booking;
        if (b.startsAt - a.startsAt >= SLOT_MS) break;
        if (a.candidate && b.candidate) {
          const [first, second] = a.candidate.index < b.candidate.index ? [a, b] : [b, a];
          clashes.push({ kind, subjectId, candidate: second.candidate as Clash['candidate'], other: first });
        } else if (a.candidate) clashes.push({ kind, subjectId, candidate: a.candidate, other: b });
        else if (b.candidate) clashes.push({ kind, subjectId, candidate: b.candidate, other: a });
      }
    }
  }
  if (clashes.length === 0) return [];

  clashes.sort((x, y) => x.candidate.index - y.candidate.index || x.other.startsAt - y.other.startsAt);
  const names = await subjectNames(tx, candidates, stored, clashes, options.names);
  const { timeZone } = await readLeagueSettings(tx);
  return clashes.map((clash) => {
    const subjectName = names.get(clash.subjectId) ?? defaultName[clash.kind];
    const other = clash.other;
    const otherCandidate = other.candidate ? candidates[other.candidate.index] : undefined;
    const when = describeKickOff(new Date(other.startsAt), timeZone);
    const otherHome = other.game?.homeName ?? names.get(otherCandidate?.homeTeamId ?? '') ?? defaultName.team;
    const otherAway = other.game?.awayName ?? names.get(otherCandidate?.awayTeamId ?? '') ?? defaultName.team;
    const otherFieldId = other.game ? other.game.fieldId : (otherCandidate?.fieldId ?? null);
    const otherField = other.game ? fieldLabel(other.game.fieldName, other.game.venueName) : otherFieldId ? names.get(otherFieldId) : undefined;
    const message =
      clash.kind === 'team'
        ? `${subjectName} already plays at ${when}${otherField ? ` (${otherField})` : ''}`
        : clash.kind === 'field'
          ? `${subjectName} is already booked at ${when} (${otherHome} v ${otherAway})`
          : `${subjectName} already referees at ${when} (${otherHome} v ${otherAway})`;
    return {
      key: clash.candidate.key,
      kind: clash.kind,
      subjectId: clash.subjectId,
      subjectName,
      otherGameId: other.game?.id ?? null,
      ...(other.candidate ? { otherKey: other.candidate.key } : {}),
      message,
    };
  });
}

const defaultName: Record<ScheduleConflict['kind'], string> = { team: 'That team', field: 'That field', referee: 'That referee' };

function splitSubject(subject: string): [ScheduleConflict['kind'], string] {
  const at = subject.indexOf(':');
  return [subject.slice(0, at) as ScheduleConflict['kind'], subject.slice(at + 1)];
}

/** "Field 2, Riverside Park": a field's name alone is ambiguous across venues. */
export function fieldLabel(fieldName: string | null, venueName: string | null): string | undefined {
  if (!fieldName) return undefined;
  return venueName ? `${fieldName}, ${venueName}` : fieldName;
}

/** Names of the teams, fields and referees the messages mention, from what is loaded, then the database. */
async function subjectNames(
  tx: Db,
  candidates: ScheduleCandidate[],
  stored: StoredGame[],
  clashes: { kind: ScheduleConflict['kind']; subjectId: string; other: Booking }[],
  given: ReadonlyMap<string, string> | undefined,
): Promise<Map<string, string>> {
  const names = new Map<string, string>(given ?? []);
  for (const game of stored) {
    names.set(game.homeTeamId, game.homeName);
    names.set(game.awayTeamId, game.awayName);
    const field = fieldLabel(game.fieldName, game.venueName);
    if (game.fieldId && field) names.set(game.fieldId, field);
  }
  const wanted = { team: new Set<string>(), field: new Set<string>(), referee: new Set<string>() };
  for (const clash of clashes) {
    wanted[clash.kind].add(clash.subjectId);
    const other = clash.other.candidate ? candidates[clash.other.candidate.index] : undefined;
    if (other) {
      wanted.team.add(other.homeTeamId);
      wanted.team.add(other.awayTeamId);
      if (other.fieldId) wanted.field.add(other.fieldId);
    }
  }
  const missing = (ids: Set<string>) => uuids([...ids].filter((id) => !names.has(id)));
  const teamIds = missing(wanted.team);
  const fieldIds = missing(wanted.field);
  const refereeIds = [...wanted.referee].filter((id) => !names.has(id));
  // Only when something clashes, and only what is still unnamed.
  const rows = [
    ...(teamIds.length ? await tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds)) : []),
    ...(fieldIds.length
      ? (
          await tx
            .select({ id: fields.id, field: fields.name, venue: venues.name })
            .from(fields)
            .innerJoin(venues, eq(venues.id, fields.venueId))
            .where(inArray(fields.id, fieldIds))
        ).map((f) => ({ id: f.id, name: fieldLabel(f.field, f.venue) ?? f.field }))
      : []),
    ...(refereeIds.length ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, refereeIds)) : []),
  ];
  for (const row of rows) names.set(row.id, row.name);
  return names;
}
