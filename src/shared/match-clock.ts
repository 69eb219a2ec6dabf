// The match clock: the half and the minute a live game is in, derived from when its kick-off and
// half time were recorded (decision 059). One pure function for /live, a game's page and the
// referee's page; the pages tick it on the device, with the server's time (web lib/server-clock).

/** Each half lasts this long (the demo league's and the game's usual halves). */
export const HALF_LENGTH_MINUTES = 45;

/**
 * Minutes from the half-time whistle (the referee's Half time) to the second half's kick-off,
 * which is not recorded: the clock assumes this break.
 */
export const HALF_TIME_BREAK_MINUTES = 5;

/**
 * Added time is shown as "45+3'" or "90+3'" up to this many minutes. A game still without full
 * time after that is "Awaiting full time": the referee has not recorded the end, and a clock
 * running on to "90+40'" would pretend to know it is still being played.
 */
export const MAX_ADDED_MINUTES = 15;

/** The part of an event the clock depends on (deleted events are left out by the caller). */
export interface ClockEvent {
  type: string;
  /** ISO 8601: when the server stored it. */
  created_at: string;
}

export type MatchPhase = 'not_started' | 'first_half' | 'half_time' | 'second_half' | 'awaiting_full_time' | 'full_time';

export interface MatchClock {
  phase: MatchPhase;
  /**
   * The minute under way, counting the one started (0:30 in is the 1st), within regulation: in
   * added time the half's last minute (45 or 90). Null outside play.
   */
  minute: number | null;
  /** The added minute under way (0 in regulation). */
  added: number;
  /** "1st half · 23'", "2nd half · 90+2'", "Half time", "Awaiting full time", "Full time"; '' before kick-off. */
  label: string;
  /** When (epoch ms) the clock next changes by itself; null when it will not. */
  changesAt: number | null;
}

const MINUTE_MS = 60_000;

const firstAt = (events: readonly ClockEvent[], type: string): number | null => {
  const found = events.find((e) => e.type === type);
  if (!found) return null;
  const at = Date.parse(found.created_at);
  return Number.isFinite(at) ? at : null;
};

/** "23'" or "45+2'". */
export const clockMinuteText = (minute: number, added: number): string => (added > 0 ? `${minute}+${added}'` : `${minute}'`);

/**
 * A half under way since `startedAt`, its minutes counted from `offset` (0 for the first half,
 * 45 for the second).
 */
function inHalf(phase: 'first_half' | 'second_half', startedAt: number, offset: number, now: number): MatchClock {
  const played = Math.max(1, Math.floor((now - startedAt) / MINUTE_MS) + 1);
  const regulation = Math.min(played, HALF_LENGTH_MINUTES);
  const added = played - regulation;
  const minute = offset + regulation;
  const changesAt = startedAt + played * MINUTE_MS;
  if (phase === 'second_half' && added > MAX_ADDED_MINUTES) {
    return { phase: 'awaiting_full_time', minute: null, added: 0, label: 'Awaiting full time', changesAt: null };
  }
  const half = phase === 'first_half' ? '1st half' : '2nd half';
  return { phase, minute, added, label: `${half} · ${clockMinuteText(minute, added)}`, changesAt };
}

/**
 * The clock at `now` (epoch ms, the server's time). The first half runs from the kick-off; half
 * time from the Half time event for HALF_TIME_BREAK_MINUTES; the second half from then. A game
 * whose half time was never recorded is taken to have had it after 45 minutes and the longest
 * added time shown (45+15'), so the clock still moves on to the second half.
 */
export function matchClock(events: readonly ClockEvent[], now: number): MatchClock {
  const kickOff = firstAt(events, 'kick_off');
  if (kickOff === null) return { phase: 'not_started', minute: null, added: 0, label: '', changesAt: null };
  if (events.some((e) => e.type === 'full_time')) return { phase: 'full_time', minute: null, added: 0, label: 'Full time', changesAt: null };

  const breakMs = HALF_TIME_BREAK_MINUTES * MINUTE_MS;
  const halfTime = firstAt(events, 'half_time');
  if (halfTime === null) {
    const firstHalf = inHalf('first_half', kickOff, 0, now);
    if (firstHalf.added <= MAX_ADDED_MINUTES) return firstHalf;
    return inHalf('second_half', kickOff + HALF_LENGTH_MINUTES * MINUTE_MS + breakMs, HALF_LENGTH_MINUTES, now);
  }
  const secondHalf = halfTime + breakMs;
  if (now < secondHalf) return { phase: 'half_time', minute: null, added: 0, label: 'Half time', changesAt: secondHalf };
  return inHalf('second_half', secondHalf, HALF_LENGTH_MINUTES, now);
}

/**
 * The minute to suggest for an event the referee records now: the clock's minute (added time
 * as the half's last minute, so events stay in match order), 45 at half time, 0 before kick-off
 * and 90 once the game is over or overdue.
 */
export function eventMinute(clock: MatchClock): number {
  if (clock.minute !== null) return clock.minute;
  if (clock.phase === 'not_started') return 0;
  if (clock.phase === 'half_time') return HALF_LENGTH_MINUTES;
  return 2 * HALF_LENGTH_MINUTES;
}
