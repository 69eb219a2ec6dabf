import { request } from '@playwright/test';
const base = 'http://localhost:3420';
const api = await request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
await api.post('/api/auth/sign-in/email', { data: { email: process.argv[2], password: 'demo-league-pass' } });
for (const path of ['/api/healthz', '/api/games/live-check', '/api/referee/games', '/api/referee/games']) {
  const t = performance.now();
  const r = await api.get(path);
  console.log(path, r.status(), Math.round(performance.now() - t), 'ms', (await r.body()).length);
}
