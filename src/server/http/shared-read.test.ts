import { describe, expect, it } from 'vitest';
import { writesWatchedData } from '../db/write-watch';
import { createSharedAnswers, matchesEtag, sharedWhileRunning, sharedWhileRunningPerKey } from './shared-read';

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

describe('createSharedAnswers', () => {
  function setUp() {
    const clock = { version: 0, now: 0 };
    let reads = 0;
    const answers = createSharedAnswers({ version: () => clock.version, now: () => clock.now, maxAgeMs: 10_000, maxEntries: 2 });
    const read = (key = 'rules') =>
      answers.get(key, async () => {
        reads += 1;
        return { body: `${key} as of version ${clock.version}`, cacheControl: undefined };
      });
    return { clock, read, reads: () => reads };
  }

  it('keeps an answer until the data version moves, then reads afresh', async () => {
    const { clock, read, reads } = setUp();
    const first = await read();
    expect((await read()).etag).toBe(first.etag);
    expect(reads()).toBe(1);
    clock.version = 1;
    expect((await read()).body).toBe('rules as of version 1');
    expect(reads()).toBe(2);
  });

  it('does not keep an answer whose read overlapped a write, nor share it with a caller that came after the write', async () => {
    const { clock, read, reads } = setUp();
    const during = read();
    // The read starts on the next turn; the write commits while it runs.
    await new Promise((resolve) => setImmediate(resolve));
    clock.version = 1;
    const after = read();
    expect((await during).body).toBe('rules as of version 0');
    expect((await after).body).toBe('rules as of version 1');
    await read();
    expect(reads()).toBe(2);
  });

  it('reads again once an answer is older than its age bound, and keeps only so many keys', async () => {
    const { clock, read, reads } = setUp();
    await read();
    clock.now = 10_000;
    await read();
    expect(reads()).toBe(2);
    await read('a');
    await read('b');
    await read('rules');
    expect(reads()).toBe(5);
  });

  it('matches an If-None-Match list, weak or strong', () => {
    expect(matchesEtag('W/"abc", "def"', '"abc"')).toBe(true);
    expect(matchesEtag('"def"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('writesWatchedData', () => {
  it.each([
    ['insert into "games" ("id") values ($1)', true],
    ['update "site_settings" set "setting_value" = $1', true],
    ['with moved as (delete from "waitlist" returning *) select * from moved', true],
    ['select 1; update "teams" set name = $1', true],
    ['select "id" from "games"', false],
    ['update "sessions" set "updated_at" = $1', false],
    ['insert into "throttles" (key) values ($1)', false],
    ['begin', false],
  ])('%s: %s', (text, writes) => {
    expect(writesWatchedData(text)).toBe(writes);
  });
});
