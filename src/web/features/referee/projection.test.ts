import { describe, expect, it } from 'vitest';
import type { GameEvent, GameWithEvents } from '../../../shared/api/games';
import type { RosterPlayer } from '../../../shared/api/referee';
import { describeEvent } from '../../lib/event-text';
import type { RefereeWrite } from './offline-queue';
import { projectGame, suggestedMinute } from './projection';
import { eventFixture, gameFixture } from '../../test/game-fixture';
import type { GameEventType } from '../../../shared/games';

const home = { id: 'home', name: 'Lions' };
const away = { id: 'away', name: 'Tigers' };
const ana: RosterPlayer = { id: 'ana', name: 'Ana Diaz', jersey_number: 7, suspended: false, suspension_games_left: 0, is_substitute: false };
const ben: RosterPlayer = { id: 'ben', name: 'Ben Roy', jersey_number: 9, suspended: false, suspension_games_left: 0, is_substitute: false };
const players = new Map([ana, ben].map((p) => [p.id, p]));

const event = (id: string, type: GameEventType, fields: Partial<GameEvent> = {}): GameEvent => eventFixture({ id, type, ...fields });

const game = (events: GameEvent[], score: [number, number]): GameWithEvents => gameFixture({ events, home_score: score[0], away_score: score[1] });

const live = game([event('k', 'kick_off'), event('g', 'goal', { minute: 5, team_id: 'home', player: { id: 'ana', name: 'Ana Diaz' } })], [1, 0]);

describe('projectGame', () => {
  it('shows the server game as it is when nothing waits', () => {
    const projected = projectGame(live, [], players);
    expect(projected.state).toEqual({ status: 'live', is_live: true, home_score: 1, away_score: 0 });
    expect(projected.entries.map((e) => e.pending)).toEqual([null, null]);
  });

  it('adds queued goals as pending, with names from the rosters, and the score as it will be', () => {
    const queued: RefereeWrite[] = [
      {
        kind: 'record',
        key: 'k1',
        gameId: 'g1',
        userId: 'u1',
        body: { type: 'goal', minute: 20, team_id: 'home', player_id: 'ben', assist_player_id: 'ana', client_key: 'k1' },
        queuedAt: '2026-11-25T18:20:00.000Z',
      },
      { kind: 'record', key: 'k2', gameId: 'other', userId: 'u1', body: { type: 'goal', team_id: 'away', player_id: 'x', client_key: 'k2' }, queuedAt: '' },
    ];
    const projected = projectGame(live, queued, players);
    expect(projected.pendingCount).toBe(1);
    expect(projected.state.home_score).toBe(2);
    const pending = projected.entries.at(-1);
    expect(pending?.pending).toBe('record');
    expect(pending?.event).toMatchObject({ player: { id: 'ben', name: 'Ben Roy' }, assist: { id: 'ana', name: 'Ana Diaz' }, minute: 20 });
  });

  it('marks a queued deletion and leaves the goal out of the score; applies a queued correction', () => {
    const deletion: RefereeWrite = { kind: 'delete', key: 'd1', gameId: 'g1', userId: 'u1', eventId: 'g', body: { reason: 'Offside' }, queuedAt: '' };
    expect(projectGame(live, [deletion], players).state.home_score).toBe(0);
    expect(projectGame(live, [deletion], players).entries[1]?.pending).toBe('delete');
    const correction: RefereeWrite = {
      kind: 'correct',
      key: 'c1',
      gameId: 'g1',
      userId: 'u1',
      eventId: 'g',
      body: { team_id: 'away', player_id: 'ben', reason: 'Other side' },
      queuedAt: '',
    };
    const corrected = projectGame(live, [correction], players);
    expect(corrected.state).toMatchObject({ home_score: 0, away_score: 1 });
    expect(corrected.entries[1]?.event).toMatchObject({ team_id: 'away', player: { id: 'ben' }, correction_reason: 'Other side' });
  });
});

describe('suggestedMinute', () => {
  it('counts minutes since the kick-off was recorded, the one under way included', () => {
    const entries = projectGame(live, [], players).entries;
    expect(suggestedMinute(entries, new Date('2026-11-25T18:00:30.000Z'))).toBe(1);
    expect(suggestedMinute(entries, new Date('2026-11-25T18:44:10.000Z'))).toBe(45);
    expect(suggestedMinute([], new Date())).toBe(0);
  });

  it('leaves the half-time break out of the second half, as the match clock does', () => {
    const halfTime = { ...event('ht', 'half_time'), created_at: '2026-11-25T18:45:30.000Z' };
    const entries = projectGame({ ...live, events: [...live.events, halfTime] }, [], players).entries;
    // 70 minutes after kick-off: 45 played, 5 of break, the 20th minute of the second half.
    expect(suggestedMinute(entries, new Date('2026-11-25T19:10:00.000Z'))).toBe(65);
  });
});

describe('describeEvent', () => {
  it('says what happened in a line', () => {
    const teams = [home, away];
    expect(describeEvent(event('1', 'goal', { team_id: 'home', player: { id: 'a', name: 'Ana Diaz' }, assist: { id: 'b', name: 'Ben Roy' } }), teams)).toBe(
      'Goal · Lions: Ana Diaz (assist Ben Roy)',
    );
    expect(describeEvent(event('2', 'yellow_card', { team_id: 'away', player: { id: 'b', name: 'Ben Roy' } }), teams)).toBe('Yellow card · Tigers: Ben Roy');
    expect(describeEvent(event('3', 'half_time'), teams)).toBe('Half time');
    expect(describeEvent(event('4', 'note', { note: 'Pitch is wet' }), teams)).toBe('Note: Pitch is wet');
  });
});
