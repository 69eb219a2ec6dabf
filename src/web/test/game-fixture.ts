import type { GameEvent, GameWithEvents } from '../../shared/api/games';

/** A live game between the Lions (home) and the Tigers (away), with what a test changes. */
export function gameFixture(fields: Partial<GameWithEvents> = {}): GameWithEvents {
  return {
    id: 'g1',
    starts_at: '2026-11-25T18:00:00.000Z',
    status: 'live',
    is_live: true,
    round: 1,
    division_name: 'Open',
    venue_name: null,
    field: null,
    home_team: { id: 'home', name: 'Lions' },
    away_team: { id: 'away', name: 'Tigers' },
    home_score: 0,
    away_score: 0,
    season_id: 's',
    division_id: 'd',
    revision: 1,
    events: [],
    ...fields,
  };
}

/** One event of a game, stored at the fixture's kick-off, with what a test changes. */
export function eventFixture(fields: Partial<GameEvent> & Pick<GameEvent, 'id' | 'type'>): GameEvent {
  return {
    minute: null,
    team_id: null,
    player: null,
    assist: null,
    note: '',
    correction_reason: null,
    created_at: '2026-11-25T18:00:00.000Z',
    ...fields,
  };
}
