import { describe, expect, it } from 'vitest';
import type { CheckInSheet } from '../../../shared/api/check-in';
import { checkInStates, isCheckedIn, playerOfScan } from './check-in-state';
import type { CheckInWrite } from './offline-queue';

const game = '00000000-0000-4000-8000-000000000001';
const team = '00000000-0000-4000-8000-000000000002';
const player = (id: string, lookup: string | null = null) => ({
  id,
  team_id: team,
  name: `P ${id.slice(-1)}`,
  jersey_number: null,
  photo_url: null,
  is_substitute: false,
  paid: true,
  waiver_signed: true,
  suspended: false,
  flags: [],
  pass_lookup: lookup,
});
const ann = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';
const sheet: CheckInSheet = {
  game: { id: game } as CheckInSheet['game'],
  players: [player(ann, 'AAAAAAAAAAAAAAAAAAAAAA'), player(bob)],
  check_ins: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      game_id: game,
      player_id: ann,
      team_id: team,
      client_key: 'k',
      method: 'tap',
      flags: [],
      reason: null,
      scanned_at: '2026-11-28T18:00:00.000Z',
      recorded_at: '2026-11-28T18:00:01.000Z',
      checked_in_by: 'Ref',
    },
  ],
};
const write = (kind: 'check-in' | 'undo', playerId: string): CheckInWrite =>
  kind === 'undo'
    ? { key: `u-${playerId}`, userId: 'u', queuedAt: '', gameId: game, playerId, playerName: '', kind }
    : {
        key: `c-${playerId}`,
        userId: 'u',
        queuedAt: '',
        gameId: game,
        playerId,
        playerName: '',
        kind,
        body: { client_key: 'x', player_id: playerId, scanned_at: '2026-11-28T18:05:00.000Z' },
      };

describe('checkInStates', () => {
  it('lays the queued writes over the server’s check-ins', () => {
    const states = checkInStates(sheet, [write('check-in', bob)]);
    expect(states.get(ann)?.kind).toBe('in');
    expect(states.get(bob)).toEqual({ kind: 'queued-in', scannedAt: '2026-11-28T18:05:00.000Z' });
    expect(isCheckedIn(states.get(bob))).toBe(true);
  });

  it('an undo queued: out (a queued check-in then its undo, or a server check-in to undo)', () => {
    const states = checkInStates(sheet, [write('check-in', bob), write('undo', bob), write('undo', ann)]);
    expect(states.get(bob)?.kind).toBe('out');
    expect(states.get(ann)?.kind).toBe('queued-out');
    expect(isCheckedIn(states.get(ann))).toBe(false);
  });
});

describe('playerOfScan', () => {
  it('finds the player by the pass’s public part, offline', () => {
    expect(playerOfScan(sheet, 'LP1.AAAAAAAAAAAAAAAAAAAAAA.sig')).toEqual({ player: sheet.players[0] });
    expect(playerOfScan(sheet, 'LP1.BBBBBBBBBBBBBBBBBBBBBB.sig')).toEqual({ problem: 'not-on-roster' });
    expect(playerOfScan(sheet, 'https://example.com')).toEqual({ problem: 'not-a-pass' });
  });
});
