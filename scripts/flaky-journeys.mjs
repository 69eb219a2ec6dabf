// The journeys that passed only on a retry. CI retries a failed journey once and counts a pass
// on retry as a pass (playwright.config.ts); these names are how a flaky journey still gets
// seen: `npm test` prints them in its closing lines and `.ci/run` repeats them.

/**
 * Names of the tests Playwright's JSON report marks 'flaky' (failed, then passed on a retry),
 * as "file:line › describe › title", in the report's order.
 * @param {{ suites?: Suite[] } | undefined} report
 * @returns {string[]}
 * @typedef {{ title: string, file: string, specs?: Spec[], suites?: Suite[] }} Suite
 * @typedef {{ title: string, file: string, line: number, tests?: { status: string, projectName?: string }[] }} Spec
 */
export function flakyJourneys(report) {
  const names = [];
  /** @param {Suite} suite @param {string[]} titles the describe blocks around it */
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const project = test.projectName ? `[${test.projectName}] ` : '';
        names.push(`${project}${[`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top level is one suite per file, titled with the file's name: the file is already in
  // each name.
  for (const file of report?.suites ?? []) visit(file, []);
  return names;
}

/** Prefix of each named line; `.ci/run` finds the lines by it and by the count line's words. */
export const FLAKY_LINE_PREFIX = '  passed on retry: ';

/**
 * The closing lines about flakiness: a count line, then one line per journey.
 * @param {string[]} names
 */
export function flakyLines(names) {
  const count = `${names.length} ${names.length === 1 ? 'journey' : 'journeys'} passed only on retry (flaky)`;
  return [names.length > 0 ? `${count}:` : count, ...names.map((name) => `${FLAKY_LINE_PREFIX}${name}`)];
}
