import { Text } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import { type ClockEvent, type MatchClock, matchClock } from '../../../shared/match-clock';
import { serverNow } from '../../lib/server-clock';

/**
 * The match clock of a game, ticking on the device: it is worked out again at each change the
 * clock announces (the next minute, the end of the break), on the server's time, without
 * asking the server again (decision 059).
 */
export function useMatchClock(events: readonly ClockEvent[]): MatchClock {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const clock = matchClock(events, serverNow());
  const { changesAt } = clock;
  useEffect(() => {
    if (changesAt === null) return;
    // A few milliseconds late, so the new minute has surely begun.
    const timer = setTimeout(tick, Math.max(0, changesAt - serverNow()) + 20);
    return () => clearTimeout(timer);
  }, [changesAt]);
  return clock;
}

/**
 * "1st half · 23'", "Half time", "2nd half · 90+2'", "Awaiting full time" beside a live game's
 * badge; nothing before kick-off or after full time. A timer role: read when reached, not
 * announced at every minute.
 */
export function MatchClockText({ events, live }: { events: readonly ClockEvent[]; live: boolean }) {
  const clock = useMatchClock(events);
  if (!live || clock.phase === 'not_started' || clock.phase === 'full_time') return null;
  return (
    <Text role="timer" aria-label="Match clock" size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {clock.label}
    </Text>
  );
}
