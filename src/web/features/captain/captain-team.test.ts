import { describe, expect, it } from 'vitest';
import type { CaptainTeam } from '../../../shared/api/captain';
import { chosenTeam } from './captain-team';

const team = (id: string): CaptainTeam => ({
  id,
  name: `Team ${id}`,
  season_id: '00000000-0000-4000-8000-000000000001',
  season_name: 'Summer',
  division_id: '00000000-0000-4000-8000-000000000002',
  division_name: 'Open',
  primary_color: '#1c7ed6',
  secondary_color: '#ffffff',
  my_role: 'captain',
});

describe('the team a captain page acts on', () => {
  const teams = [team('a'), team('b')];

  it('is the one this device remembers while it is still one of the teams', () => {
    expect(chosenTeam(teams, 'b')?.id).toBe('b');
  });

  it('falls back to the first team when nothing, or a team no longer led, is remembered', () => {
    expect(chosenTeam(teams, null)?.id).toBe('a');
    expect(chosenTeam(teams, 'gone')?.id).toBe('a');
  });

  it('is none when the caller leads no team', () => {
    expect(chosenTeam([], 'a')).toBeNull();
  });
});
