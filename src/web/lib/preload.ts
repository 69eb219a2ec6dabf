/**
 * Fetches a lazy chunk once the page is idle, so a control used later (the mobile menu) works
 * at once, and still works if the connection drops after the first load.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): void {
  const run = () => void load().catch(() => undefined); // a failure here is retried on use
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 2_000);
}
