import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { NudgeResult, TeamSchedule, TeamScheduleGame } from '../../../shared/api/team-invites';
import type { GameSummary } from '../../../shared/api/games';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import { NUDGE_MESSAGES } from '../../../shared/team-invites';
import { zonedDate } from '../../../shared/zoned-time';
import type { Database } from '../../db/client';
import { fields, gameAvailability, games, players, rsvpNudges, teamRosters, teams, users, venues } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { withTeamAnswers } from '../availability/index';
import { listGameSummaries } from '../games/index';
import { notify } from '../notifications/index';
import { describeKickOff, fieldLabel } from '../schedule/index';
import { assertCaptainOfTeam } from '../../core/team-access/index';

// /captain/team-schedule (issue 23, decision 077): the team's games with every rostered
// player's answer, and a nudge to those who have not answered, at most once a league day per
// team and game (rsvp_nudges' primary key).

const SEASON_GAMES_LIMIT = 500;
const RECENT_GAMES_LIMIT = 10;

async function teamOf(db: Database, teamId: string) {
  const [team] = await db.select({ id: teams.id, name: teams.name, seasonId: teams.seasonId }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('That team');
  return team;
}

/** GET /api/captain/teams/{teamId}/schedule: coming games soonest first, then the last ten played. */
export async function getTeamSchedule({
  db,
  actor,
  teamId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  now?: Date;
}): Promise<TeamSchedule> {
  const caller = requireActor(actor);
  await assertCaptainOfTeam(db, caller, teamId);
  const team = await teamOf(db, teamId);
  const settings = await readLeagueSettings(db);
  const seasonGames = await listGameSummaries(db, {
    where: and(eq(games.seasonId, team.seasonId), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId))),
    order: 'soonest',
    limit: SEASON_GAMES_LIMIT,
  });
  const slotEnded = now.getTime() - GAME_SLOT_MINUTES * 60_000;
  const isUpcoming = (g: GameSummary) => g.is_live || (g.status !== 'final' && g.status !== 'forfeit' && new Date(g.starts_at).getTime() > slotEnded);
  const upcomingGames = seasonGames.filter(isUpcoming);
  const recentGames = seasonGames
    .filter((g) => !isUpcoming(g))
    .reverse()
    .slice(0, RECENT_GAMES_LIMIT);
  const gameIds = [...upcomingGames, ...recentGames].map((g) => g.id);
  const nudges =
    gameIds.length === 0
      ? []
      : await db
          .select({ gameId: rsvpNudges.gameId, createdAt: rsvpNudges.createdAt })
          .from(rsvpNudges)
          .where(and(eq(rsvpNudges.teamId, teamId), inArray(rsvpNudges.gameId, gameIds)))
          .orderBy(desc(rsvpNudges.createdAt));
  const today = zonedDate(now, settings.timeZone);
  const place = { teamId, teamName: team.name, leads: true };
  const withNudges = async (list: GameSummary[]): Promise<TeamScheduleGame[]> => {
    const answered = await withTeamAnswers(db, { games: list, placeOf: () => place, playerId: '', isAdmin: true, now });
    return answered.map((row) => {
      const last = nudges.find((n) => n.gameId === row.game.id);
      return {
        game: row.game,
        counts: row.counts,
        answers: row.answers ?? [],
        can_answer: row.can_answer,
        nudged_at: last?.createdAt.toISOString() ?? null,
        nudged_today: last ? zonedDate(last.createdAt, settings.timeZone) === today : false,
      };
    });
  };
  const [upcoming, recent] = await Promise.all([withNudges(upcomingGames), withNudges(recentGames)]);
  return { team: { id: team.id, name: team.name }, upcoming, recent };
}

/**
 * POST /api/captain/teams/{teamId}/games/{gameId}/nudge: the accounts on the team's roster with
 * no answer for the game hear "Are you coming?" through the notification service (kind
 * rsvp_reminder, so each person's choices for reminders apply). The nudge row and the
 * notifications are one transaction; a second nudge the same league day finds the row and is a 409.
 */
export async function nudgeUnanswered({
  db,
  actor,
  teamId,
  gameId,
  baseUrl,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  gameId: string;
  baseUrl: string;
  now?: Date;
}): Promise<NudgeResult> {
  const caller = requireActor(actor);
  await assertCaptainOfTeam(db, caller, teamId);
  const team = await teamOf(db, teamId);
  const settings = await readLeagueSettings(db);
  const [game] = await db
    .select({
      id: games.id,
      status: games.status,
      startsAt: games.startsAt,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      fieldName: fields.name,
      venueName: venues.name,
    })
    .from(games)
    .leftJoin(fields, eq(fields.id, games.fieldId))
    .leftJoin(venues, eq(venues.id, fields.venueId))
    .where(eq(games.id, gameId));
  if (!game) throw notFound('That game');
  if (game.homeTeamId !== teamId && game.awayTeamId !== teamId) throw new AppError('NOT_FOUND', NUDGE_MESSAGES.notTeamGame);
  if (game.status !== 'scheduled' || game.startsAt <= now) throw conflict(NUDGE_MESSAGES.closed);

  const silent = await db
    .select({ playerId: players.id, userId: users.id, disabledAt: users.disabledAt })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .leftJoin(users, eq(users.id, players.userId))
    .leftJoin(gameAvailability, and(eq(gameAvailability.gameId, gameId), eq(gameAvailability.playerId, players.id)))
    .where(and(eq(teamRosters.teamId, teamId), isNull(gameAvailability.playerId)));
  if (silent.length === 0) throw conflict(NUDGE_MESSAGES.everyoneAnswered);
  const recipients = silent.flatMap((s) => (s.userId && !s.disabledAt ? [s.userId] : []));
  if (recipients.length === 0) throw conflict(NUDGE_MESSAGES.noAccounts);

  const day = zonedDate(now, settings.timeZone);
  const [opponent] = await db
    .select({ name: teams.name })
    .from(teams)
    .where(eq(teams.id, game.homeTeamId === teamId ? game.awayTeamId : game.homeTeamId));
  const field = game.fieldName ? fieldLabel(game.fieldName, game.venueName) : undefined;
  const when = `${describeKickOff(game.startsAt, settings.timeZone)}${field ? ` at ${field}` : ''}`;
  const against = `${team.name} v ${opponent?.name ?? 'their opponent'}`;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(rsvpNudges)
      .values({ teamId, gameId, leagueDay: day, nudgedBy: caller.userId, recipients: recipients.length, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!stored) throw conflict(NUDGE_MESSAGES.alreadyToday);
    await notify(tx, {
      kind: 'rsvp_reminder',
      recipientUserIds: recipients,
      eventKey: `rsvp-nudge:${gameId}:${teamId}:${day}`,
      title: `Your captain asks: are you coming? ${against}`,
      body: `${when}. Answer Going, Maybe or Not going so your captain knows who is coming.`,
      url: '/player/my-schedule',
      email: {
        subject: `${settings.leagueName}: are you coming to ${against}?`,
        text: [
          `Your captain of ${team.name} asks whether you are coming to this game:`,
          `${against}, ${when}`,
          `Answer Going, Maybe or Not going on your schedule:\n${baseUrl}/player/my-schedule`,
          `You are receiving this because you play for ${team.name} in ${settings.leagueName}.`,
        ].join('\n\n'),
      },
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'teams.rsvp_nudged',
      entityType: 'game',
      entityId: gameId,
      before: null,
      after: { teamId, day, recipients: recipients.length },
    });
    return { nudged: recipients.length, nudged_at: now.toISOString() };
  });
}
