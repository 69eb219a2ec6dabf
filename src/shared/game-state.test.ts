import { describe, expect, it } from 'vitest';
import { deriveGameState } from './game-state';

const teams = { home_team_id: 'home', away_team_id: 'away' };

describe('deriveGameState', () => {
  it('has no score and is scheduled before kick-off', () => {
    expect(deriveGameState([{ type: 'note', team_id: null }], teams)).toEqual({ status: 'scheduled', is_live: false, home_score: null, away_score: null });
  });

  it('counts goals for their team and own goals for the other one while live', () => {
    const events = [
      { type: 'kick_off', team_id: null },
      { type: 'goal', team_id: 'home' },
      { type: 'own_goal', team_id: 'home' },
      { type: 'own_goal', team_id: 'away' },
      { type: 'goal', team_id: 'away' },
      { type: 'yellow_card', team_id: 'away' },
    ];
    expect(deriveGameState(events, teams)).toEqual({ status: 'live', is_live: true, home_score: 2, away_score: 2 });
  });

  it('is final and no longer live once full time is recorded', () => {
    const events = [
      { type: 'kick_off', team_id: null },
      { type: 'goal', team_id: 'away' },
      { type: 'full_time', team_id: null },
    ];
    expect(deriveGameState(events, teams)).toEqual({ status: 'final', is_live: false, home_score: 0, away_score: 1 });
  });
});
