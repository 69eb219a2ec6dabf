import { useEffect, useState } from 'react';

const secondsLeft = (deadline: string | null, offsetMs: number) =>
  deadline ? Math.max(0, Math.ceil((Date.parse(deadline) - (Date.now() + offsetMs)) / 1000)) : null;

/**
 * Seconds left on a deadline by the server's time: this device's clock corrected by offsetMs
 * (decision 081). It stops at zero and waits: the server makes the pick, the stream brings it.
 */
export function useSecondsLeft(deadline: string | null, offsetMs: number): number | null {
  const [left, setLeft] = useState(() => secondsLeft(deadline, offsetMs));
  useEffect(() => {
    setLeft(secondsLeft(deadline, offsetMs));
    if (!deadline) return;
    const timer = setInterval(() => setLeft(secondsLeft(deadline, offsetMs)), 250);
    return () => clearInterval(timer);
  }, [deadline, offsetMs]);
  return left;
}

export const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
