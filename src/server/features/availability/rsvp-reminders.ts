import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { LeagueSettings } from '../../../shared/settings';
import { zonedDate } from '../../../shared/zoned-time';
import type { Database } from '../../db/client';
import { fields, gameAvailability, games, players, teamRosters, teams, users, venues } from '../../db/schema/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { notify } from '../notifications/index';
import { describeKickOff, fieldLabel } from '../schedule/index';

// Reminders to answer (issue 22, decision 074): players of both teams who have not said Going,
// Maybe or Not going hear the league's two lead times before kick-off (settings, 48 and 3 hours
// by default). A periodic job looks at the games inside the longer lead time; each run asks the
// notification service again, and its event key (game, kick-off, which reminder) makes that
// one message per person: a second run, or a second server process, adds nothing.

const HOUR_MS = 60 * 60 * 1000;

export type ReminderWindow = 'first' | 'second';

/**
 * The reminder a game is in, `timeToKickOff` before it: the one with the shortest lead time that
 * has begun (a game made 2 hours before kick-off gets only the last reminder). Lead times of 0
 * are off; two equal ones are one reminder.
 */
export function reminderWindowAt(
  timeToKickOffMs: number,
  settings: Pick<LeagueSettings, 'rsvpReminderFirstHours' | 'rsvpReminderSecondHours'>,
): ReminderWindow | null {
  if (timeToKickOffMs <= 0) return null;
  const windows = (
    [
      ['first', settings.rsvpReminderFirstHours],
      ['second', settings.rsvpReminderSecondHours],
    ] as const
  ).filter(([, hours]) => hours > 0 && timeToKickOffMs <= hours * HOUR_MS);
  // The shortest begun lead time; on a tie the first reminder (equal settings are one reminder).
  const [chosen] = [...windows].sort(([, a], [, b]) => a - b);
  return chosen?.[0] ?? null;
}

/** One reminder's event: a game moved to another kick-off is reminded again for the new one. */
export const rsvpReminderEventKey = (gameId: string, startsAt: Date, window: ReminderWindow) => `rsvp-reminder:${gameId}:${startsAt.toISOString()}:${window}`;

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

/**
 * Reminds the players who have not answered for each scheduled game inside a reminder's lead
 * time, through the notification service. Players without an account cannot answer and are not
 * reminded; nor are disabled accounts. Returns how many notifications were new.
 */
export async function sendRsvpReminders({ db, baseUrl, now = new Date() }: { db: Database; baseUrl: string; now?: Date }): Promise<{ reminded: number }> {
  const settings = await readLeagueSettings(db);
  const longest = Math.max(settings.rsvpReminderFirstHours, settings.rsvpReminderSecondHours);
  if (longest <= 0) return { reminded: 0 };
  const upcoming = await db
    .select({
      id: games.id,
      startsAt: games.startsAt,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      fieldName: fields.name,
      venueName: venues.name,
    })
    .from(games)
    .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(fields, eq(fields.id, games.fieldId))
    .leftJoin(venues, eq(venues.id, fields.venueId))
    .where(and(eq(games.status, 'scheduled'), gt(games.startsAt, now), lte(games.startsAt, new Date(now.getTime() + longest * HOUR_MS))))
    .orderBy(asc(games.startsAt), asc(games.id));

  let reminded = 0;
  for (const game of upcoming) {
    const window = reminderWindowAt(game.startsAt.getTime() - now.getTime(), settings);
    if (!window) continue;
    const silent = await db
      .selectDistinct({ userId: users.id })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .innerJoin(users, eq(users.id, players.userId))
      .leftJoin(gameAvailability, and(eq(gameAvailability.gameId, game.id), eq(gameAvailability.playerId, players.id)))
      .where(
        and(or(eq(teamRosters.teamId, game.homeTeamId), eq(teamRosters.teamId, game.awayTeamId)), isNull(gameAvailability.playerId), isNull(users.disabledAt)),
      );
    if (silent.length === 0) continue;
    const field = game.fieldName ? fieldLabel(game.fieldName, game.venueName) : undefined;
    const teams = `${game.homeName} v ${game.awayName}`;
    const when = `${describeKickOff(game.startsAt, settings.timeZone)}${field ? ` at ${field}` : ''}`;
    const { created } = await notify(db, {
      kind: 'rsvp_reminder',
      recipientUserIds: silent.map((s) => s.userId),
      eventKey: rsvpReminderEventKey(game.id, game.startsAt, window),
      batchKey: `rsvp-reminders:${zonedDate(game.startsAt, settings.timeZone)}:${window}`,
      title: `Are you coming? ${teams}`,
      body: `${when}. Answer Going, Maybe or Not going so your captain knows who is coming.`,
      url: '/player/my-schedule',
      email: {
        subject: `${settings.leagueName}: are you coming to ${teams}?`,
        text: [
          'You have not said yet whether you are coming to this game:',
          `${teams}, ${when}`,
          `Answer Going, Maybe or Not going on your schedule, so your captain knows who is coming:\n${baseUrl}/player/my-schedule`,
          `You are receiving this because you play in ${settings.leagueName}.`,
        ].join('\n\n'),
      },
    });
    reminded += created;
  }
  return { reminded };
}

/** The server's reminder run: at start, then every `intervalMs` (RSVP_REMINDER_INTERVAL_SECONDS). */
export function startRsvpReminderTimer(deps: { db: Database; baseUrl: string; logger: Logger; intervalMs: number }): PeriodicJob {
  return startPeriodicJob({
    name: 'rsvp reminders',
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    run: async () => {
      const { reminded } = await sendRsvpReminders({ db: deps.db, baseUrl: deps.baseUrl });
      // A count only: no one's name or game in the log.
      if (reminded > 0) deps.logger.info({ count: reminded }, 'rsvp reminders queued');
    },
  });
}
