// Lighthouse section: the four category scores and three page metrics of each public page,
// with the mobile preset (simulated slow 4G and a 4x slower CPU: the phone-first target) and
// the desktop preset. Debian's chromium through chrome-launcher; nothing is downloaded and
// the only address opened is the local bench server.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { fixed, table } from './format.mjs';
import { PUBLIC_ROUTES } from './routes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './web-bundle.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PRESETS = [
  { name: 'mobile', config: undefined }, // Lighthouse's default config is the mobile one
  { name: 'desktop', config: desktopConfig },
];

/**
 * @param {object} context
 * @param {string} context.baseUrl
 * @param {string} context.resultsDir  the HTML reports go to <resultsDir>/lighthouse/
 * @param {number} [context.runs]      runs per page and preset; the median by performance is kept
 */
export async function measure({ baseUrl, resultsDir, runs = 1 }) {
  // chrome-launcher reports a missing browser as an unhandled 'error' event, not a rejection.
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const reportsDir = join(resultsDir, 'lighthouse');
  mkdirSync(reportsDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const pages = [];
  try {
    for (const preset of PRESETS) {
      for (const route of PUBLIC_ROUTES) {
        const url = new URL(route.path, baseUrl).href;
        const attempts = [];
        for (let i = 0; i < runs; i += 1) attempts.push(await auditWithRetry(url, chrome.port, preset.config));
        const ok = attempts.filter((a) => !a.error).sort((a, b) => a.scores.performance - b.scores.performance);
        const chosen = ok[Math.floor((ok.length - 1) / 2)];
        if (!chosen) {
          pages.push({ ...route, preset: preset.name, error: attempts[0]?.error });
          continue;
        }
        const reportFile = join(reportsDir, `${route.name}-${preset.name}.html`);
        writeFileSync(reportFile, chosen.html);
        const { html: _html, ...figures } = chosen;
        pages.push({ ...route, preset: preset.name, ...figures, runs: ok.length, reportFile });
      }
    }
  } finally {
    await chrome.kill();
  }
  return { lighthouseVersion: pages.find((p) => p.lighthouseVersion)?.lighthouseVersion, pages };
}

/**
 * On a busy machine Lighthouse now and then fails to record the trace (NO_NAVSTART,
 * NO_FCP); such a run says nothing about the page, so it is tried again, twice at most.
 */
async function auditWithRetry(url, port, config) {
  let error;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return { ...(await audit(url, port, config)), retries: attempt };
    } catch (caught) {
      error = caught;
    }
  }
  return { error: String(error?.message ?? error) };
}

async function audit(url, port, config) {
  const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES, maxWaitForLoad: 30_000 }, config);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score === null ? null : Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    scores,
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: metric('cumulative-layout-shift'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    findings: findingsOf(lhr),
    warnings: lhr.runWarnings,
    html: /** @type {string} */ (result.report),
  };
}

/**
 * What costs points: in accessibility, best practices and SEO every scored audit that did not
 * pass; in performance the audits that estimate a saving (unused JS, render-blocking, layout
 * shifts, …). With a few of the items each names (elements, URLs, issue types), for the JSON.
 */
function findingsOf(lhr) {
  const findings = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 1) {
        findings.push({ category: id, audit: ref.id, title: item.title, examples: examplesOf(item) });
      }
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const item = lhr.audits[ref.id];
    const savings = item?.metricSavings ?? {};
    const ms = Math.max(0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
    const bytes = item?.details?.overallSavingsBytes ?? 0;
    const cls = savings.CLS ?? 0;
    if (item && item.score !== null && item.score < 0.9 && (ms >= 50 || bytes >= 10_000 || cls >= 0.05)) {
      findings.push({
        category: 'performance',
        audit: ref.id,
        title: item.title,
        savingsMs: Math.round(ms),
        savingsBytes: bytes,
        savingsCls: cls,
        display: item.displayValue ?? (cls ? `CLS ${cls.toFixed(3)}` : undefined),
        examples: examplesOf(item),
      });
    }
  }
  return findings;
}

function examplesOf(item) {
  // Some audits (the LCP element) give a list of tables rather than one table.
  const items = (item.details?.items ?? []).flatMap((entry) => (entry?.type === 'table' ? (entry.items ?? []) : [entry]));
  return items
    .slice(0, 5)
    .map(
      (entry) =>
        entry.issueType ??
        entry.node?.selector ??
        entry.url ??
        entry.source?.url ??
        entry.label ??
        (entry.phase && `${entry.phase} ${Math.round(entry.timing)} ms`),
    )
    .filter((example) => typeof example === 'string');
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  const lines = [`Lighthouse ${result.lighthouseVersion ?? ''} (one run each unless said; scores 0–100; LCP and TBT in ms):`];
  lines.push(
    table(
      ['page', 'preset', 'perf:', 'a11y:', 'best pr.:', 'seo:', 'LCP ms:', 'TBT ms:', 'CLS:', 'FCP ms:'],
      result.pages.map((p) =>
        p.error
          ? [p.name, p.preset, 'FAILED', '', '', '', '', '', '', '']
          : [
              p.name,
              p.preset,
              p.scores.performance,
              p.scores.accessibility,
              p.scores['best-practices'],
              p.scores.seo,
              p.lcpMs,
              p.tbtMs,
              fixed(p.cls, 3),
              p.fcpMs,
            ],
      ),
    ),
  );
  for (const p of result.pages.filter((page) => page.error)) lines.push(`  ! ${p.name} ${p.preset}: ${p.error}`);
  // The same finding on several pages is printed once, with where it was seen and one example
  // of its figure (every page's figure is in the JSON).
  const audited = result.pages.filter((p) => !p.error);
  const seen = new Map();
  for (const p of audited) {
    for (const f of p.findings ?? []) {
      const key = `${f.category}: ${f.audit}`;
      const entry = seen.get(key) ?? { ...f, where: [], example: undefined };
      entry.where.push(`${p.name}/${p.preset}`);
      entry.example ??= f.display ? `${p.name}/${p.preset}: ${f.display}` : undefined;
      seen.set(key, entry);
    }
  }
  if (seen.size > 0) {
    lines.push('', 'Findings (audits that cost points):');
    for (const [key, f] of seen) {
      const where = f.where.length === audited.length ? 'every page, both presets' : f.where.join(', ');
      lines.push(`  - ${key} — ${f.title}: ${where}${f.example ? ` (e.g. ${f.example})` : ''}`);
    }
  }
  const reports = result.pages.find((p) => p.reportFile)?.reportFile;
  if (reports) lines.push('', `HTML reports: ${join(reports, '..')}/`);
  return lines.join('\n');
}
