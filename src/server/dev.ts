import { resolve } from 'node:path';
import { createServer } from 'vite';
import { targetFromEnv } from './db/client';
import { readEnv } from './env';
import { startServer } from './server';

// `npm run dev`: the API on API_PORT (default 3001) and Vite with hot reload on PORT
// (default 3000), which proxies /api to the API (see vite.config.ts).
const apiPort = Number(process.env.API_PORT ?? 3001);
const env = readEnv({ ...process.env, PORT: String(apiPort), BASE_URL: process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}` });
const api = await startServer({ env, database: targetFromEnv(env) });
const vite = await createServer({ root: resolve(import.meta.dirname, '../..'), server: { port: Number(process.env.PORT ?? 3000) } });
await vite.listen();
vite.printUrls();
console.log(`API on http://localhost:${api.port} (database: ${api.database.kind})`);
