import type { CheckIn, CheckInPlayer, CheckInSheet } from '../../../shared/api/check-in';
import { passLookupOf } from '../../../shared/check-in';
import type { CheckInWrite } from './offline-queue';

/** A player's state on this device: in (the server has it), queued to go in or out, or not in. */
export type PlayerCheckInState = { kind: 'in'; checkIn: CheckIn } | { kind: 'queued-in'; scannedAt: string } | { kind: 'queued-out' } | { kind: 'out' };

/**
 * What the page shows for each player (decision 083): the server's check-ins with this device's
 * queued writes on top, the last write for a player winning (a check-in then its undo, both
 * unsent, is out).
 */
export function checkInStates(sheet: CheckInSheet, queued: readonly CheckInWrite[]): Map<string, PlayerCheckInState> {
  const states = new Map<string, PlayerCheckInState>();
  for (const player of sheet.players) states.set(player.id, { kind: 'out' });
  for (const checkIn of sheet.check_ins) states.set(checkIn.player_id, { kind: 'in', checkIn });
  for (const write of queued) {
    if (write.gameId !== sheet.game.id) continue;
    const current = states.get(write.playerId);
    if (write.kind === 'check-in') {
      if (current?.kind !== 'in') states.set(write.playerId, { kind: 'queued-in', scannedAt: write.body.scanned_at });
    } else {
      states.set(write.playerId, current?.kind === 'in' ? { kind: 'queued-out' } : { kind: 'out' });
    }
  }
  return states;
}

export const isCheckedIn = (state: PlayerCheckInState | undefined) => state?.kind === 'in' || state?.kind === 'queued-in';

/** The player a scanned pass names on this game's sheet, from the data kept on the device (no network). */
export function playerOfScan(sheet: CheckInSheet, scanned: string): { player: CheckInPlayer } | { problem: 'not-a-pass' | 'not-on-roster' } {
  const lookup = passLookupOf(scanned);
  if (!lookup) return { problem: 'not-a-pass' };
  const player = sheet.players.find((p) => p.pass_lookup === lookup);
  return player ? { player } : { problem: 'not-on-roster' };
}
