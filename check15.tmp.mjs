import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic'] });
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => { window.requestIdleCallback = () => 0; });
  await page.goto('http://localhost:3410/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  let toast = false;
  try { await page.getByText('You are now offline. Some features may be limited.').waitFor({ timeout: 5000 }); toast = true; } catch {}
  console.log(`toast=${toast} h1=${await page.getByRole('heading', { level: 1 }).count()}`);
  await context.close();
}
await browser.close();
