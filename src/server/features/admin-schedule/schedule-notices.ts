import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminScheduleGame } from '../../../shared/api/admin-schedule';
import type { Database } from '../../db/client';
import { games, players, teamRosters, users } from '../../db/schema/index';
import type { Messenger } from '../../messaging/messenger';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { describeKickOff, fieldLabel } from '../schedule/index';

export interface NoticeDeps {
  db: Database;
  messenger: Messenger;
  baseUrl: string;
}

/** What happened to one game, as a line of the e-mail. */
export interface GameNotice {
  game: AdminScheduleGame;
  /** e.g. "postponed", "cancelled", "moved" */
  what: 'moved' | 'postponed' | 'cancelled' | 'back on' | 'rescheduled';
  /** The kick-off before a move, to say where it moved from. */
  previousStartsAt?: string;
  /** Referees taken off the game by the change: they hear of it too. */
  formerRefereeIds?: string[];
}

const SUBJECTS: Record<GameNotice['what'], string> = {
  moved: 'game moved',
  postponed: 'game postponed',
  cancelled: 'game cancelled',
  'back on': 'game back on the schedule',
  rescheduled: 'make-up game scheduled',
};

/**
 * The people a game change concerns: its two teams' players with an e-mail address (their own,
 * else their account's) and its referee. One query for all the games.
 */
async function recipientsByGame(db: Database, notices: GameNotice[]): Promise<Map<string, Set<string>>> {
  const ids = notices.map((n) => n.game.id);
  const playerAddress = sql<string | null>`lower(trim(coalesce(nullif(trim(${players.email}), ''), ${users.email})))`;
  const [rostered, referees] = await Promise.all([
    db
      .selectDistinct({ gameId: games.id, address: playerAddress })
      .from(games)
      .innerJoin(teamRosters, or(eq(teamRosters.teamId, games.homeTeamId), eq(teamRosters.teamId, games.awayTeamId)))
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .leftJoin(users, eq(users.id, players.userId))
      .where(inArray(games.id, ids)),
    (() => {
      const refereeIds = [...new Set(notices.flatMap((n) => [n.game.referee?.id, ...(n.formerRefereeIds ?? [])]).filter((id): id is string => !!id))];
      return refereeIds.length
        ? db
            .select({ id: users.id, address: sql<string>`lower(${users.email})` })
            .from(users)
            .where(inArray(users.id, refereeIds))
        : [];
    })(),
  ]);
  const refereeAddress = new Map(referees.map((r) => [r.id, r.address]));
  const byGame = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]));
  for (const row of rostered) if (row.address?.includes('@')) byGame.get(row.gameId)?.add(row.address);
  for (const notice of notices) {
    for (const id of [notice.game.referee?.id, ...(notice.formerRefereeIds ?? [])]) {
      const address = id ? refereeAddress.get(id) : undefined;
      if (address) byGame.get(notice.game.id)?.add(address);
    }
  }
  return byGame;
}

function describeGame(game: AdminScheduleGame, timeZone: string): string {
  const field = game.field ? fieldLabel(game.field.name, game.field.venue_name) : undefined;
  return `${game.home_team.name} v ${game.away_team.name}, ${describeKickOff(new Date(game.starts_at), timeZone)}${field ? ` at ${field}` : ''}`;
}

function noticeLine(notice: GameNotice, timeZone: string, baseUrl: string): string {
  const { game } = notice;
  const was =
    notice.previousStartsAt && notice.previousStartsAt !== game.starts_at ? ` (was ${describeKickOff(new Date(notice.previousStartsAt), timeZone)})` : '';
  const status =
    notice.what === 'postponed'
      ? 'POSTPONED'
      : notice.what === 'cancelled'
        ? 'CANCELLED'
        : notice.what === 'moved'
          ? 'MOVED'
          : notice.what === 'rescheduled'
            ? 'MAKE-UP'
            : 'BACK ON';
  return `${status}: ${describeGame(game, timeZone)}${was}\n${baseUrl}/games/${game.id}`;
}

/**
 * Sends the changes to the people they concern, after the change has committed: one message per
 * person, listing every game of theirs that changed (a rainout of three games is one e-mail).
 * Returns how many people were written to.
 */
export async function notifyScheduleChanges(deps: NoticeDeps, notices: GameNotice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const settings = await readLeagueSettings(deps.db);
  const byGame = await recipientsByGame(deps.db, notices);
  const linesByAddress = new Map<string, GameNotice[]>();
  for (const notice of notices) {
    for (const address of byGame.get(notice.game.id) ?? []) {
      const list = linesByAddress.get(address) ?? [];
      list.push(notice);
      linesByAddress.set(address, list);
    }
  }
  for (const [to, own] of [...linesByAddress].sort(([a], [b]) => a.localeCompare(b))) {
    const kinds = new Set(own.map((n) => n.what));
    const first = own[0];
    const subject =
      own.length === 1 && first ? SUBJECTS[first.what] : kinds.size === 1 && first ? `${own.length} games ${first.what}` : `${own.length} schedule changes`;
    const text = [
      own.length === 1 ? 'A game of yours has changed:' : 'Games of yours have changed:',
      ...own.map((n) => noticeLine(n, settings.timeZone, deps.baseUrl)),
      `The full schedule: ${deps.baseUrl}/schedule`,
      `You are receiving this because you play or referee in ${settings.leagueName}.`,
    ].join('\n\n');
    await deps.messenger.sendEmail({ to, subject: `${settings.leagueName}: ${subject}`, text });
  }
  return linesByAddress.size;
}
