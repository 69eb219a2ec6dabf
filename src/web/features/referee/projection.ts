import type { GameEvent, GameWithEvents } from '../../../shared/api/games';
import type { RosterPlayer } from '../../../shared/api/referee';
import { deriveGameState, type DerivedGameState } from '../../../shared/game-state';
import { eventMinute, matchClock } from '../../../shared/match-clock';
import type { GameStatus } from '../../../shared/games';
import type { RefereeWrite } from './offline-queue';

/** One line of the referee page's timeline: an event as the server has it, or as it will be once the queue is sent. */
export interface TimelineEntry {
  event: GameEvent;
  /** What is still on the phone: a new event, a correction or a deletion; null when the server has it all. */
  pending: RefereeWrite['kind'] | null;
  /** The queued write behind a pending entry (the latest, for an event changed twice): it can be cancelled until sent. */
  queued: RefereeWrite | null;
}

/** Status and score; the status may also be one an admin set (postponed, cancelled, forfeit). */
export type ShownGameState = Omit<DerivedGameState, 'status'> & { status: GameStatus };

export interface ProjectedGame {
  entries: TimelineEntry[];
  state: ShownGameState;
  pendingCount: number;
}

const named = (players: ReadonlyMap<string, RosterPlayer>, id: string | null | undefined) => {
  const player = id ? players.get(id) : undefined;
  return player ? { id: player.id, name: player.name } : null;
};

/**
 * The game as it will be once the queued writes for it arrive: new events appended, corrections
 * applied, deletions marked, and the score derived by the same function the server uses.
 */
export function projectGame(game: GameWithEvents, queue: readonly RefereeWrite[], players: ReadonlyMap<string, RosterPlayer>): ProjectedGame {
  const mine = queue.filter((write) => write.gameId === game.id);
  const entries: TimelineEntry[] = game.events.map((event) => ({ event, pending: null, queued: null }));
  for (const write of mine) {
    if (write.kind === 'record') {
      const body = write.body;
      entries.push({
        event: {
          id: `pending:${write.key}`,
          type: body.type,
          minute: body.minute ?? null,
          team_id: body.team_id ?? null,
          player: named(players, body.player_id),
          assist: named(players, body.assist_player_id),
          note: body.note ?? '',
          correction_reason: null,
          created_at: write.queuedAt,
        },
        pending: 'record',
        queued: write,
      });
      continue;
    }
    const entry = entries.find((e) => e.event.id === write.eventId);
    if (!entry) continue;
    entry.queued = write;
    if (write.kind === 'delete') {
      entry.pending = 'delete';
      continue;
    }
    const body = write.body;
    entry.event = {
      ...entry.event,
      minute: body.minute === undefined ? entry.event.minute : body.minute,
      team_id: body.team_id === undefined ? entry.event.team_id : body.team_id,
      player: body.player_id === undefined ? entry.event.player : named(players, body.player_id),
      assist: body.assist_player_id === undefined ? entry.event.assist : named(players, body.assist_player_id),
      note: body.note ?? entry.event.note,
      correction_reason: body.reason,
    };
    entry.pending = entry.pending ?? 'correct';
  }
  const counted = entries.filter((e) => e.pending !== 'delete').map((e) => e.event);
  const state: ShownGameState =
    mine.length === 0
      ? { status: game.status, is_live: game.is_live, home_score: game.home_score, away_score: game.away_score }
      : deriveGameState(counted, { home_team_id: game.home_team.id, away_team_id: game.away_team.id });
  return { entries, state, pendingCount: mine.length };
}

/**
 * The minute to suggest for a new event: the match clock's (decision 059), which counts the
 * one under way (30 s in is the 1st minute), leaves the half-time break out, and gives added
 * time as the half's last minute; 0 before kick-off.
 */
export function suggestedMinute(entries: readonly TimelineEntry[], now: Date): number {
  const events = entries.filter((e) => e.pending !== 'delete').map((e) => e.event);
  return eventMinute(matchClock(events, now.getTime()));
}
