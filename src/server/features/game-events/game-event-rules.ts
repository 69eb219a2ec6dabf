import { confirmedSubstitutes } from '../lineups/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { RefereeMode } from '../../../shared/api/referee';
import { GAME_CONTROL_EVENTS, GAME_STATUS_LABELS, type GameEventType, type GameStatus } from '../../../shared/games';
import { GAME_EVENT_MESSAGES, gameEventIssues, type GameEventFields } from '../../../shared/schemas/game-events';
import type { Transaction } from '../../db/client';
import { teamRosters, teams } from '../../db/schema/index';
import { holdsAnyRole } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, forbidden, invalidField } from '../../http/errors';
import type { GameRow } from './game-access';

/** Decisions an admin takes, not a referee: a game in one of these has no timeline to change. */
const CLOSED_STATUSES: readonly GameStatus[] = ['postponed', 'cancelled', 'forfeit'];

export const GAME_EVENT_CONFLICTS = {
  closed: (status: GameStatus) => `This game is ${GAME_STATUS_LABELS[status].toLowerCase()}: its events cannot be changed.`,
  noTimeline: "This game's result was entered without events, so it has no timeline to change.",
  kickedOffTwice: 'The game has already kicked off.',
  notKickedOff: 'The game has not kicked off yet: start it before recording goals and cards.',
  endBeforeKickOff: 'The game cannot end before it has kicked off.',
  halfTimeBeforeKickOff: 'Half time cannot come before the kick-off.',
  halfTimeTwice: 'Half time is already recorded.',
  ended: 'The game has already ended.',
  endedForReferee: 'The game has ended: only an admin or a statistician can change its events now.',
  kickOffWithEvents: "Delete the game's other events before its kick-off.",
  reportBeforeKickOff: 'A report can be written once the game has kicked off.',
} as const;

export interface TimelineFacts {
  kickedOff: boolean;
  halfTime: boolean;
  ended: boolean;
}

export function timelineFacts(events: readonly { type: string }[]): TimelineFacts {
  return {
    kickedOff: events.some((e) => e.type === 'kick_off'),
    halfTime: events.some((e) => e.type === 'half_time'),
    ended: events.some((e) => e.type === 'full_time'),
  };
}

/** Statisticians record goals, cards and notes; starting, pausing and ending a game is the referee's (403). */
export function assertModeMayHandle(mode: RefereeMode, type: GameEventType): void {
  if (mode === 'stats' && GAME_CONTROL_EVENTS.includes(type)) throw forbidden();
}

/** Admins and statisticians fix a finished game's events; its referee no longer can. */
const mayChangeAfterFullTime = (actor: Actor) => holdsAnyRole(actor, ['admin', 'statistician']);

/** Any write of an event: the game must be one that is played and has (or will have) a timeline. */
export function assertGameOpen(game: GameRow, facts: TimelineFacts): void {
  const { status } = game;
  if (CLOSED_STATUSES.includes(status)) throw conflict(GAME_EVENT_CONFLICTS.closed(status));
  if (status === 'final' && !facts.kickedOff) throw conflict(GAME_EVENT_CONFLICTS.noTimeline);
}

/** A new event of this type fits the game's timeline so far (409 with the reason if not). */
export function assertMayRecord(actor: Actor, game: GameRow, facts: TimelineFacts, type: GameEventType): void {
  assertGameOpen(game, facts);
  switch (type) {
    case 'kick_off':
      if (facts.kickedOff) throw conflict(GAME_EVENT_CONFLICTS.kickedOffTwice);
      return;
    case 'half_time':
      if (!facts.kickedOff) throw conflict(GAME_EVENT_CONFLICTS.halfTimeBeforeKickOff);
      if (facts.ended) throw conflict(GAME_EVENT_CONFLICTS.ended);
      if (facts.halfTime) throw conflict(GAME_EVENT_CONFLICTS.halfTimeTwice);
      return;
    case 'full_time':
      if (!facts.kickedOff) throw conflict(GAME_EVENT_CONFLICTS.endBeforeKickOff);
      if (facts.ended) throw conflict(GAME_EVENT_CONFLICTS.ended);
      return;
    default:
      // A note may come before kick-off (the pitch, the weather); goals and cards may not.
      if (!facts.kickedOff && type !== 'note') throw conflict(GAME_EVENT_CONFLICTS.notKickedOff);
      if (facts.ended && !mayChangeAfterFullTime(actor)) throw conflict(GAME_EVENT_CONFLICTS.endedForReferee);
  }
}

/** A correction or deletion of a stored event (409 with the reason if not). */
export function assertMayChange(actor: Actor, game: GameRow, facts: TimelineFacts): void {
  assertGameOpen(game, facts);
  if (facts.ended && !mayChangeAfterFullTime(actor)) throw conflict(GAME_EVENT_CONFLICTS.endedForReferee);
}

/** The combination rules of gameEventIssues, as the API's 422. */
export function assertEventFields(fields: GameEventFields): void {
  const issues = gameEventIssues(fields);
  const [first] = issues;
  if (first) throw new AppError('VALIDATION', first.message, issues);
}

/**
 * The team is one of the game's two, and the player and the assist are on that team's roster
 * (teams belong to a season, so this is the roster of the game's season): 422 under the field.
 */
export async function assertOnRoster(tx: Transaction, game: GameRow, fields: GameEventFields): Promise<void> {
  if (!fields.team_id) return;
  if (fields.team_id !== game.homeTeamId && fields.team_id !== game.awayTeamId) throw invalidField('team_id', GAME_EVENT_MESSAGES.team);
  const wanted = [fields.player_id, fields.assist_player_id].filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return;
  const onRoster = await tx
    .select({ playerId: teamRosters.playerId })
    .from(teamRosters)
    .where(and(eq(teamRosters.teamId, fields.team_id), inArray(teamRosters.playerId, wanted)));
  const found = new Set(onRoster.map((r) => r.playerId));
  // A confirmed substitute plays for the team in this game (decision 080): their events are theirs.
  for (const sub of await confirmedSubstitutes(tx, [game.id])) if (sub.teamId === fields.team_id) found.add(sub.playerId);
  for (const path of ['player_id', 'assist_player_id'] as const) {
    const playerId = fields[path];
    if (playerId && !found.has(playerId)) {
      const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, fields.team_id));
      throw invalidField(path, `That player is not on the roster of ${team?.name ?? 'that team'}.`);
    }
  }
}
