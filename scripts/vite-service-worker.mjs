// A Vite plugin (decision 040): the service worker (src/web/service-worker/service-worker.js)
// emitted as /sw.js at build, with the files its offline pages need to precache: the app's
// entry chunk, the chunks of the offline pages and of what the page frame loads lazily (the
// account menu, the mobile menu, the toasts), everything they import statically and their
// CSS, the page shell and the icons. Read off the build's own chunk graph, so the list
// follows the code; the version is a hash of the list and the worker's source, so a deploy
// that changes either installs a new worker and drops the old caches.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * @param {object} options
 * @param {string} options.source      the worker's source file
 * @param {string[]} options.offlineModules  lazily loaded modules (path suffixes) whose chunks are precached
 * @param {string[]} options.staticFiles   files of public/ to precache, e.g. '/favicon.svg'
 */
export function serviceWorker({ source, offlineModules, staticFiles }) {
  return {
    name: 'league-service-worker',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const roots = chunks.filter((chunk) => chunk.isEntry || offlineModules.some((module) => chunk.facadeModuleId?.endsWith(module)));
      const missing = offlineModules.filter((module) => !chunks.some((chunk) => chunk.facadeModuleId?.endsWith(module)));
      if (missing.length > 0) this.error(`service worker: no chunk for ${missing.join(', ')}`);

      const files = new Set();
      const visit = (chunk) => {
        if (files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const name of chunk.imports) {
          const imported = byName.get(name);
          if (imported) visit(imported);
        }
      };
      for (const root of roots) visit(root);

      const precache = ['/', ...staticFiles, ...[...files].sort().map((file) => `/${file}`)];
      const template = readFileSync(source, 'utf8');
      const version = createHash('sha256').update(template).update(JSON.stringify(precache)).digest('hex').slice(0, 12);
      const code = template.replace("'__SW_VERSION__'", JSON.stringify(version)).replace('__SW_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
