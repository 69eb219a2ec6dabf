// Web section: the size of every built chunk, and what each public page downloads on a
// first visit.
//
// First load is measured in a real browser rather than derived from Vite's manifest: the
// browser follows whatever the app really does (the router's lazy page chunk, the lazily
// loaded notifications, chunks preloaded when the page goes idle), with no table of which
// source file belongs to which route to keep in step with the router. Each page is opened in
// a fresh browser context (empty cache) at a phone's size, and the JavaScript and CSS bytes
// are summed as transferred, i.e. gzip as the server sends them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { kb, table } from './format.mjs';
import { PUBLIC_ROUTES } from './routes.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's chromium, nothing downloaded; no background traffic to anywhere but the page.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Every file in dist/web/assets with its raw and gzip size (gzip at zlib's default level, as served). */
export function chunkSizes(distDir) {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(join(assets, file));
      return { file, kind: file.endsWith('.css') ? 'css' : 'js', rawBytes: content.length, gzipBytes: gzipSync(content).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * Opens each page cold and sums what it downloaded.
 * @param {string} baseUrl
 */
export async function measureFirstLoads(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
  try {
    const phone = devices['Pixel 7'] ?? { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };
    const results = [];
    for (const route of PUBLIC_ROUTES) {
      const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
      try {
        results.push({ ...route, ...(await loadOnce(context, new URL(route.path, baseUrl).href)) });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

// Work the app defers to idle time (preloading the mobile menu, …) is held back by queueing
// requestIdleCallback callbacks instead of running them, and released once the page has
// settled. What was fetched before that is the first load proper (what it takes to show the
// page); what the released callbacks fetch is counted apart as "idle preloads".
const HOLD_IDLE_CALLBACKS = () => {
  const queue = [];
  window.__benchIdleQueue = queue;
  window.requestIdleCallback = (callback) => queue.push(callback);
  window.cancelIdleCallback = (id) => {
    queue[id - 1] = undefined;
  };
};
const RELEASE_IDLE_CALLBACKS = () => {
  const queue = window.__benchIdleQueue;
  const callbacks = queue.splice(0, queue.length).filter(Boolean);
  for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
  return callbacks.length;
};

/** What one cold visit of `url` downloads: the first load proper, then idle preloads apart. */
export async function loadOnce(context, url) {
  const page = await context.newPage();
  await page.addInitScript(HOLD_IDLE_CALLBACKS);
  let phase = 'first';
  const phaseOf = new Map();
  const finished = [];
  const failed = [];
  const pageErrors = [];
  page.on('request', (request) => phaseOf.set(request, phase));
  page.on('requestfinished', (request) => finished.push(request));
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
  phase = 'idle';
  // Idle callbacks may queue further ones; three rounds is more than the app uses.
  for (let round = 0; round < 3; round += 1) {
    const released = await page.evaluate(RELEASE_IDLE_CALLBACKS);
    if (released === 0) break;
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle', { timeout: 15_000 });
  }

  const requests = await Promise.all(
    finished.map(async (request) => {
      const sizes = await request.sizes();
      const response = await request.response();
      return {
        path: new URL(request.url()).pathname,
        type: request.resourceType(),
        phase: phaseOf.get(request) ?? 'first',
        status: response?.status(),
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        // Body bytes as received, i.e. still compressed: what the phone downloads.
        bytes: sizes.responseBodySize,
      };
    }),
  );
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  const isJs = (r) => r.type === 'script';
  const isCss = (r) => r.type === 'stylesheet';
  const first = requests.filter((r) => r.phase === 'first');
  const idle = requests.filter((r) => r.phase === 'idle');
  const name = (r) => r.path.replace('/assets/', '');
  return {
    status: response?.status(),
    jsBytes: sum(first.filter(isJs)),
    cssBytes: sum(first.filter(isCss)),
    otherBytes: sum(first.filter((r) => !isJs(r) && !isCss(r))),
    requestCount: first.length,
    idleJsCssBytes: sum(idle.filter((r) => isJs(r) || isCss(r))),
    jsFiles: first.filter(isJs).map(name),
    cssFiles: first.filter(isCss).map(name),
    idleFiles: idle.filter((r) => isJs(r) || isCss(r)).map(name),
    // A JS or CSS file sent uncompressed would make every figure above misleading.
    uncompressed: requests.filter((r) => (isJs(r) || isCss(r)) && r.encoding === 'identity' && r.bytes > 1024).map((r) => r.path),
    badStatus: requests.filter((r) => r.status === undefined || r.status >= 400).map((r) => `${r.path} ${r.status}`),
    failed,
    pageErrors,
  };
}

/**
 * @param {{ baseUrl: string, distDir: string }} context
 */
export async function measure({ baseUrl, distDir }) {
  const chunks = chunkSizes(distDir);
  let routes;
  let firstLoadError;
  try {
    routes = await measureFirstLoads(baseUrl);
  } catch (error) {
    // The chunk table is still worth printing when the browser part fails.
    firstLoadError = String(error?.stack ?? error);
  }
  for (const chunk of chunks) {
    chunk.loadedBy = routes?.filter((r) => r.jsFiles.includes(chunk.file) || r.cssFiles.includes(chunk.file)).map((r) => r.name) ?? [];
    chunk.preloadedWhenIdleBy = routes?.filter((r) => r.idleFiles.includes(chunk.file)).map((r) => r.name) ?? [];
  }
  const totals = {
    jsRawBytes: chunks.filter((c) => c.kind === 'js').reduce((t, c) => t + c.rawBytes, 0),
    jsGzipBytes: chunks.filter((c) => c.kind === 'js').reduce((t, c) => t + c.gzipBytes, 0),
    cssGzipBytes: chunks.filter((c) => c.kind === 'css').reduce((t, c) => t + c.gzipBytes, 0),
    chunkCount: chunks.length,
  };
  const method = 'Playwright in Debian chromium, Pixel 7 viewport, cold cache, bytes as transferred (gzip); idle-time preloads counted apart';
  return { method, totals, chunks, routes, firstLoadError };
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  const lines = [];
  lines.push('First load of each public page (KB as transferred, gzip; cold cache, phone viewport;');
  lines.push('"+idle" = JS/CSS the page preloads once idle, not part of the first load):');
  if (result.routes) {
    lines.push(
      table(
        ['page', 'path', 'JS KB:', 'CSS KB:', 'JS+CSS KB:', 'JS files:', 'other KB:', 'requests:', '+idle KB:'],
        result.routes.map((r) => [
          r.name,
          r.path,
          kb(r.jsBytes),
          kb(r.cssBytes),
          kb(r.jsBytes + r.cssBytes),
          r.jsFiles.length,
          kb(r.otherBytes),
          r.requestCount,
          kb(r.idleJsCssBytes),
        ]),
      ),
    );
    for (const r of result.routes) {
      const problems = [
        r.status !== 200 && `document status ${r.status}`,
        r.uncompressed.length > 0 && `sent uncompressed: ${r.uncompressed.join(', ')}`,
        r.badStatus.length > 0 && `error responses: ${r.badStatus.join(', ')}`,
        r.failed.length > 0 && `failed requests: ${r.failed.join(', ')}`,
        r.pageErrors.length > 0 && `page errors: ${r.pageErrors.join(' | ')}`,
      ].filter(Boolean);
      if (problems.length > 0) lines.push(`  ! ${r.name}: ${problems.join('; ')}`);
    }
  } else {
    lines.push(`  FAILED: ${result.firstLoadError}`);
  }
  lines.push('');
  lines.push(
    `Every chunk in dist/web/assets (${result.totals.chunkCount} files; JS ${kb(result.totals.jsGzipBytes)} KB gzip in all, CSS ${kb(result.totals.cssGzipBytes)} KB gzip):`,
  );
  lines.push(
    table(
      ['file', 'raw KB:', 'gzip KB:', 'first load of', 'preloaded when idle by'],
      result.chunks.map((c) => [c.file, kb(c.rawBytes), kb(c.gzipBytes), pages(c.loadedBy, result.routes), pages(c.preloadedWhenIdleBy, result.routes)]),
    ),
  );
  return lines.join('\n');
}

const pages = (names, routes) => (names.length === 0 ? '–' : names.length === routes?.length ? 'every page' : names.join(', '));
