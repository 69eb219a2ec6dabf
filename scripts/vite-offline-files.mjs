// Which built files the service worker precaches (decisions 040, 058, 073): the app's entry
// chunk, the chunks of the offline pages and of what the page frame loads lazily (the account
// menu, the mobile menu, the toasts), everything they import statically and their CSS, plus
// the page shell and the icons. Read off the build's own chunk graph, so the list follows the
// code. vite-plugin-pwa (injectManifest) lists every built file; `manifestTransform` keeps these.

/**
 * @param {object} options
 * @param {string[]} options.offlineModules  lazily loaded modules (path suffixes) whose chunks are precached
 * @param {string[]} options.staticFiles   files of public/ (and the shell) to precache, e.g. 'favicon.svg', 'index.html'
 */
export function offlineFiles({ offlineModules, staticFiles }) {
  /** @type {Set<string> | null} */
  let files = null;
  return {
    /** The Vite plugin that reads the chunk graph. */
    plugin: {
      name: 'league-offline-files',
      apply: 'build',
      generateBundle(_output, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const roots = chunks.filter((chunk) => chunk.isEntry || offlineModules.some((module) => chunk.facadeModuleId?.endsWith(module)));
        const missing = offlineModules.filter((module) => !chunks.some((chunk) => chunk.facadeModuleId?.endsWith(module)));
        if (missing.length > 0) this.error(`service worker: no chunk for ${missing.join(', ')}`);

        const found = new Set(staticFiles);
        const visit = (chunk) => {
          if (found.has(chunk.fileName)) return;
          found.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
          for (const name of chunk.imports) {
            const imported = byName.get(name);
            if (imported) visit(imported);
          }
        };
        for (const root of roots) visit(root);
        files = found;
      },
    },
    /** For `injectManifest.manifestTransforms`: only the offline pages' files of what was built. */
    manifestTransform: async (entries) => {
      if (!files) throw new Error('service worker: the offline files were not read off the build');
      const kept = entries.filter((entry) => files.has(entry.url));
      const absent = [...files].filter((file) => !entries.some((entry) => entry.url === file));
      return { manifest: kept, warnings: absent.map((file) => `service worker: ${file} is not in the build`) };
    },
  };
}
