// `npm start`: build the web app and the server if their sources changed, then run web and API
// in this one process (the pid you hold is the server's), on the embedded database unless
// DATABASE_URL. The server runs compiled, as plain JavaScript (decision 064).
import { pathToFileURL } from 'node:url';
import { buildServerIfNeeded, serverEntry } from './server-build.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

await buildWebIfNeeded();
buildServerIfNeeded();
// Stack traces name the TypeScript file and line, through the build's source maps.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
