// `npm start`: build the web app if its sources changed, then run web and API in this one
// process (the pid you hold is the server's), on the embedded database unless DATABASE_URL.
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './web-build.mjs';

await buildWebIfNeeded();
register();
await import('../src/server/index.ts');
