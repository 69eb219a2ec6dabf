import { GAME_SLOT_MINUTES } from '../../../shared/games';

const SLOT_MS = GAME_SLOT_MINUTES * 60_000;

/**
 * The kick-offs one team or one field already holds, sorted, so that "is anything within
 * GAME_SLOT_MINUTES of this kick-off" is a binary search (decision 035's double-booking rule).
 */
export class Timeline {
  private readonly starts: number[] = [];

  add(instant: number): void {
    this.starts.splice(this.firstAtOrAfter(instant), 0, instant);
  }

  remove(instant: number): void {
    const i = this.firstAtOrAfter(instant);
    if (this.starts[i] === instant) this.starts.splice(i, 1);
  }

  /** Whether a game kicking off at `instant` would overlap one already held (other than the one at `own`, when moving it). */
  clashes(instant: number, own?: number): boolean {
    for (let i = this.firstAtOrAfter(instant - SLOT_MS + 1); i < this.starts.length; i++) {
      const start = this.starts[i] ?? 0;
      if (start >= instant + SLOT_MS) return false;
      if (start === own) {
        own = undefined;
        continue;
      }
      return true;
    }
    return false;
  }

  private firstAtOrAfter(instant: number): number {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.starts[mid] ?? 0) < instant) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** One Timeline per key (team id, field id), made on first use. */
export class Timelines {
  private readonly byKey = new Map<string, Timeline>();

  of(key: string): Timeline {
    let timeline = this.byKey.get(key);
    if (!timeline) {
      timeline = new Timeline();
      this.byKey.set(key, timeline);
    }
    return timeline;
  }
}
