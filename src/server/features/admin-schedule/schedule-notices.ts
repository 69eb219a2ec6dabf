import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminScheduleGame } from '../../../shared/api/admin-schedule';
import { zonedDate } from '../../../shared/zoned-time';
import type { Database, Transaction } from '../../db/client';
import { games, players, teamRosters, users } from '../../db/schema/index';
import { type Email, queueEmails } from '../../messaging/messenger';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { notify } from '../notifications/index';
import { describeKickOff, fieldLabel } from '../schedule/index';

// Game changes reach the people they concern (issue 22, decision 074): the players of both
// teams and the game's referee (and a referee the change took off it). Everyone with an account
// hears through the notification service, one notification per game and change; players known
// only by an e-mail address (rostered by an admin, no account) get the schedule mail as before.

export interface NoticeDeps {
  db: Database;
  baseUrl: string;
}

/** What happened to one game. */
export interface GameNotice {
  /** The game as it is after the change (its sequence raised by it). */
  game: AdminScheduleGame;
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

/** A notification's title names the change and the game, so a batch's lines say which games changed. */
const TITLES: Record<GameNotice['what'], string> = {
  moved: 'Moved',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
  'back on': 'Back on',
  rescheduled: 'Make-up',
};

const STATUS_WORDS: Record<GameNotice['what'], string> = {
  moved: 'MOVED',
  postponed: 'POSTPONED',
  cancelled: 'CANCELLED',
  'back on': 'BACK ON',
  rescheduled: 'MAKE-UP',
};

/**
 * The notification service's keys for a change (decision 074). The event is the game and its
 * calendar sequence, which every notified change raises: the same change reached twice is one
 * message, a later change another. The batch is the league day the change is about (where a
 * moved game was), so a rainout of a day with many games is one message per person.
 */
export function gameChangeKeys(notice: GameNotice, timeZone: string): { eventKey: string; batchKey: string } {
  const day = zonedDate(notice.previousStartsAt ?? notice.game.starts_at, timeZone);
  return { eventKey: `game:${notice.game.id}:${notice.what}:${notice.game.sequence}`, batchKey: `game-changes:${day}` };
}

interface Recipients {
  /** Accounts: the rostered players' and the referees'. */
  userIds: Set<string>;
  /** Rostered players without an account, by the address on their player record. */
  addresses: Set<string>;
}

/**
 * Who each game's change concerns, in one query for all the games: its teams' players (their
 * account, else their own address) and its referees, current and former.
 */
async function recipientsByGame(db: Database | Transaction, notices: readonly GameNotice[]): Promise<Map<string, Recipients>> {
  const ids = notices.map((n) => n.game.id);
  const rostered = await db
    .selectDistinct({
      gameId: games.id,
      userId: users.id,
      address: sql<string | null>`lower(trim(${players.email}))`,
    })
    .from(games)
    .innerJoin(teamRosters, or(eq(teamRosters.teamId, games.homeTeamId), eq(teamRosters.teamId, games.awayTeamId)))
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .leftJoin(users, eq(users.id, players.userId))
    .where(inArray(games.id, ids));
  const byGame = new Map<string, Recipients>(ids.map((id) => [id, { userIds: new Set(), addresses: new Set() }]));
  for (const row of rostered) {
    const own = byGame.get(row.gameId);
    if (!own) continue;
    if (row.userId) own.userIds.add(row.userId);
    else if (row.address?.includes('@')) own.addresses.add(row.address);
  }
  for (const notice of notices) {
    for (const id of [notice.game.referee?.id, ...(notice.formerRefereeIds ?? [])]) if (id) byGame.get(notice.game.id)?.userIds.add(id);
  }
  return byGame;
}

const teamsOf = (game: AdminScheduleGame) => `${game.home_team.name} v ${game.away_team.name}`;

/** "6:00 PM on Sun, Jun 16 at Field 1, Riverside Park (was 10:00 AM on Sun, Jun 16)" */
function describeWhen(notice: GameNotice, timeZone: string): string {
  const { game } = notice;
  const field = game.field ? fieldLabel(game.field.name, game.field.venue_name) : undefined;
  const was =
    notice.previousStartsAt && notice.previousStartsAt !== game.starts_at ? ` (was ${describeKickOff(new Date(notice.previousStartsAt), timeZone)})` : '';
  return `${describeKickOff(new Date(game.starts_at), timeZone)}${field ? ` at ${field}` : ''}${was}`;
}

/** "Lions v Tigers, 6:00 PM on Sun, Jun 16 at Field 1 (was 10:00 AM on Sun, Jun 16)" */
function describeChange(notice: GameNotice, timeZone: string): string {
  return `${teamsOf(notice.game)}, ${describeWhen(notice, timeZone)}`;
}

function noticeLine(notice: GameNotice, timeZone: string, baseUrl: string): string {
  return `${STATUS_WORDS[notice.what]}: ${describeChange(notice, timeZone)}\n${baseUrl}/games/${notice.game.id}`;
}

/** The schedule mail: every change of one person's games in one message. */
function scheduleMail(to: string, own: readonly GameNotice[], settings: { leagueName: string; timeZone: string }, baseUrl: string): Email {
  const kinds = new Set(own.map((n) => n.what));
  const first = own[0];
  const subject =
    own.length === 1 && first ? SUBJECTS[first.what] : kinds.size === 1 && first ? `${own.length} games ${first.what}` : `${own.length} schedule changes`;
  const text = [
    own.length === 1 ? 'A game of yours has changed:' : 'Games of yours have changed:',
    ...own.map((n) => noticeLine(n, settings.timeZone, baseUrl)),
    `The full schedule: ${baseUrl}/schedule`,
    `You are receiving this because you play or referee in ${settings.leagueName}.`,
  ].join('\n\n');
  return { to, subject: `${settings.leagueName}: ${subject}`, text };
}

/**
 * Tells the people the changes concern, in the transaction that made them: a change that rolls
 * back tells no one, a committed one is queued with it. Returns how many people were told.
 */
export async function notifyScheduleChanges(db: Database | Transaction, baseUrl: string, notices: readonly GameNotice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const settings = await readLeagueSettings(db);
  const byGame = await recipientsByGame(db, notices);
  const told = new Set<string>();
  const byAddress = new Map<string, GameNotice[]>();
  for (const notice of notices) {
    const recipients = byGame.get(notice.game.id);
    if (!recipients) continue;
    const { game } = notice;
    const kickOffs = [game.starts_at, notice.previousStartsAt].filter((at): at is string => Boolean(at)).map((at) => Date.parse(at));
    const { subject, text } = scheduleMail('', [notice], settings, baseUrl);
    await notify(db, {
      kind: 'game_changed',
      recipientUserIds: [...recipients.userIds],
      ...gameChangeKeys(notice, settings.timeZone),
      title: `${TITLES[notice.what]}: ${teamsOf(game)}`,
      body: describeWhen(notice, settings.timeZone),
      url: `/games/${game.id}`,
      // A game about to start, where it was or where it is now: the change passes quiet hours.
      urgentUntil: new Date(Math.min(...kickOffs)),
      email: { subject, text },
    });
    for (const id of recipients.userIds) told.add(id);
    for (const address of recipients.addresses) byAddress.set(address, [...(byAddress.get(address) ?? []), notice]);
  }
  // An address that is also a told account's hears once, through the service.
  const accountAddresses = new Set(
    told.size === 0
      ? []
      : (
          await db
            .select({ address: sql<string>`lower(${users.email})` })
            .from(users)
            .where(inArray(users.id, [...told]))
        ).map((u) => u.address),
  );
  const mails = [...byAddress]
    .filter(([to]) => !accountAddresses.has(to))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([to, own]) => scheduleMail(to, own, settings, baseUrl));
  await queueEmails(db, mails);
  return told.size + mails.length;
}
