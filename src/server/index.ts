import { resolve } from 'node:path';
import { targetFromEnv } from './db/client';
import { readEnv } from './env';
import { startServer } from './server';

// `npm start`: the whole app (web and API) from one process.
const env = readEnv();
const server = await startServer({ env, database: targetFromEnv(env), webDist: resolve(env.WEB_OUT_DIR) });

const lines = [`League app running at ${server.url} (database: ${server.database.kind})`];
if (server.demoAccounts.length > 0) {
  lines.push('Demo accounts (demo data only):');
  for (const account of server.demoAccounts) lines.push(`  ${account.role.padEnd(13)} ${account.email}  password: ${account.password}`);
}
if (server.mailDropDir) lines.push(`E-mails and texts (sign-up codes, reset links) are written to ${server.mailDropDir}`);
if (env.HOST === undefined && server.host === '127.0.0.1') {
  lines.push("Listening on this machine only (127.0.0.1): the demo accounts' password is public. HOST=0.0.0.0 opens it to other devices.");
}
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
