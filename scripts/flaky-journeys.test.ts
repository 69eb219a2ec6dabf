import { describe, expect, it } from 'vitest';
import { flakyJourneys, flakyLines } from './flaky-journeys.mjs';

// The shape Playwright 1.65's JSON reporter wrote for a file with a test passing at once, one
// skipped, and in a describe block one failing then passing on retry and one failing twice
// (fields the function does not read left out).
const report = {
  stats: { expected: 1, skipped: 1, unexpected: 1, flaky: 1 },
  suites: [
    {
      title: 'referee.spec.ts',
      file: 'referee.spec.ts',
      specs: [
        { title: 'passes at once', file: 'referee.spec.ts', line: 2, tests: [{ status: 'expected', projectName: '' }] },
        { title: 'skipped', file: 'referee.spec.ts', line: 7, tests: [{ status: 'skipped', projectName: '' }] },
      ],
      suites: [
        {
          title: 'the full time',
          file: 'referee.spec.ts',
          specs: [
            { title: 'is on the server once sent', file: 'referee.spec.ts', line: 4, tests: [{ status: 'flaky', projectName: '' }] },
            { title: 'always fails', file: 'referee.spec.ts', line: 5, tests: [{ status: 'unexpected', projectName: '' }] },
          ],
        },
      ],
    },
    {
      title: 'home.spec.ts',
      file: 'home.spec.ts',
      specs: [{ title: 'shows the live game', file: 'home.spec.ts', line: 12, tests: [{ status: 'flaky', projectName: '' }] }],
    },
  ],
};

describe('flakyJourneys', () => {
  it('names only the journeys that passed on a retry, with their file, line and describe blocks', () => {
    expect(flakyJourneys(report)).toEqual(['referee.spec.ts:4 › the full time › is on the server once sent', 'home.spec.ts:12 › shows the live game']);
  });

  it('names none for a run without flaky journeys, and for a missing report (the run crashed)', () => {
    const steady = {
      suites: [
        {
          title: 'home.spec.ts',
          file: 'home.spec.ts',
          specs: [{ title: 'shows the live game', file: 'home.spec.ts', line: 12, tests: [{ status: 'expected', projectName: '' }] }],
        },
      ],
    };
    expect(flakyJourneys(steady)).toEqual([]);
    expect(flakyJourneys(undefined)).toEqual([]);
  });
});

describe('flakyLines', () => {
  it('gives the count, then one line per journey', () => {
    expect(flakyLines(['home.spec.ts:12 › shows the live game'])).toEqual([
      '1 journey passed only on retry (flaky):',
      '  passed on retry: home.spec.ts:12 › shows the live game',
    ]);
  });

  it('gives the count alone when none was flaky', () => {
    expect(flakyLines([])).toEqual(['0 journeys passed only on retry (flaky)']);
  });
});
