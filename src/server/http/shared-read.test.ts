import { describe, expect, it } from 'vitest';
import { sharedWhileRunning, sharedWhileRunningPerKey } from './shared-read';

describe('sharedWhileRunning', () => {
  it('gives callers that arrive during a read its answer, and starts a new read afterwards', async () => {
    let reads = 0;
    let finish: (value: number) => void = () => {};
    const shared = sharedWhileRunning(() => {
      reads += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    });
    const first = shared();
    const second = shared();
    // The read starts on the loop's next turn, so callers arriving with the first one join it.
    await new Promise((resolve) => setImmediate(resolve));
    const third = shared();
    expect(reads).toBe(1);
    finish(7);
    expect(await Promise.all([first, second, third])).toEqual([7, 7, 7]);
    const fourth = shared();
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(2);
    finish(8);
    expect(await fourth).toBe(8);
  });

  it('passes a failure to the callers that shared it, and tries again on the next call', async () => {
    let calls = 0;
    const shared = sharedWhileRunning(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return 'ok';
    });
    await expect(Promise.all([shared(), shared()])).rejects.toThrow('database gone');
    expect(await shared()).toBe('ok');
    expect(calls).toBe(2);
  });
});

describe('sharedWhileRunningPerKey', () => {
  it('shares a pending read between callers with the same key only, and forgets the key once it ends', async () => {
    const reads: string[] = [];
    const shared = sharedWhileRunningPerKey(
      (division: string) => division,
      async (division: string) => {
        reads.push(division);
        return `table of ${division}`;
      },
    );
    expect(await Promise.all([shared('a'), shared('a'), shared('b'), shared('a')])).toEqual(['table of a', 'table of a', 'table of b', 'table of a']);
    expect(reads.sort()).toEqual(['a', 'b']);
    expect(await shared('a')).toBe('table of a');
    expect(reads).toHaveLength(3);
  });
});
