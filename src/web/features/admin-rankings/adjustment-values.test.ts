import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { AdminRankings, DivisionTable, StandingsRow } from '../../../shared/api/rankings';
import { createStandingsAdjustmentSchema, RANKINGS_MESSAGES } from '../../../shared/schemas/rankings';
import { adjustmentRequest, teamChoices } from './adjustment-values';

describe('adjustmentRequest', () => {
  it('sends the points as a number and the reason trimmed', () => {
    expect(adjustmentRequest({ team_id: 't', points: ' -3 ', reason: '  Fielded an unregistered player ' })).toEqual({
      team_id: 't',
      points: -3,
      reason: 'Fielded an unregistered player',
    });
  });

  it('sends empty or unreadable points for the server to name (0 and NaN are refused there)', () => {
    expect(adjustmentRequest({ team_id: 't', points: '', reason: 'r' }).points).toBe(0);
    expect(adjustmentRequest({ team_id: 't', points: 'three', reason: 'r' }).points).toBeNaN();
  });
});

describe('the form checked by the shared schema', () => {
  it('names each missing or unreadable field with the message the server gives', () => {
    const paths = (points: string) => {
      const result = z.safeParse(createStandingsAdjustmentSchema, adjustmentRequest({ team_id: '', points, reason: '   ' }));
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    for (const points of ['', 'three', '2.5', '101']) {
      expect(paths(points)).toEqual([
        ['team_id', RANKINGS_MESSAGES.team],
        ['points', RANKINGS_MESSAGES.points],
        ['reason', RANKINGS_MESSAGES.reason],
      ]);
    }
  });
});

const row = (team_id: string, team_name: string): StandingsRow => ({
  position: 1,
  team_id,
  team_name,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goals_for: 0,
  goals_against: 0,
  goal_difference: 0,
  points: 0,
  adjustment: 0,
  disciplinary_points: 0,
  form: [],
  explanation: null,
});

const live = (division_name: string, rows: StandingsRow[]): DivisionTable => ({
  division_id: division_name,
  division_name,
  rows,
  source: 'live',
  newer_results: false,
  as_of: '2026-11-03T12:00:00Z',
});

describe('teamChoices', () => {
  it('groups the teams by division, by name within each', () => {
    const divisions: AdminRankings['divisions'] = [
      { live: live('Premier', [row('z', 'Zephyrs'), row('a', 'Athletic')]), published_at: null, changes: [] },
      { live: live('Sunday', [row('s', 'Sunday FC')]), published_at: null, changes: [] },
    ];
    expect(teamChoices(divisions)).toEqual([
      {
        group: 'Premier',
        items: [
          { value: 'a', label: 'Athletic' },
          { value: 'z', label: 'Zephyrs' },
        ],
      },
      { group: 'Sunday', items: [{ value: 's', label: 'Sunday FC' }] },
    ]);
  });
});
