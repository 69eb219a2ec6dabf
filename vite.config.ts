import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineFiles } from './scripts/vite-offline-files.mjs';

// `npm run dev`: Vite serves the web app with hot reload and passes API calls to the API
// server on API_PORT. `npm run build`: the static app in dist/web, served by the Node server.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

// The files the worker precaches: the pages a referee, a player and a visitor move between on
// game day (decision 058), read off the build's chunk graph.
const offline = offlineFiles({
  offlineModules: [
    'src/web/app/routes/public/home.tsx',
    'src/web/features/my-schedule/components/next-game-panel.tsx',
    'src/web/app/routes/public/rankings.tsx',
    'src/web/app/routes/public/live.tsx',
    'src/web/app/routes/referee/dashboard.tsx',
    'src/web/app/layout/queued-write-senders.tsx',
    'src/web/app/routes/public/schedule.tsx',
    'src/web/app/routes/public/game.tsx',
    'src/web/app/routes/player/my-schedule.tsx',
    'src/web/app/routes/referee/game.tsx',
    'src/web/app/routes/account/profile.tsx',
    'src/web/app/routes/admin/check-in.tsx',
    'src/web/app/layout/mobile-nav-drawer.tsx',
    'src/web/features/auth/components/account-menu.tsx',
    '@mantine/notifications/esm/index.mjs',
  ],
  staticFiles: ['index.html', 'favicon.svg', 'theme-init.js', 'icons/icon-192.png'],
});

export default defineConfig({
  plugins: [
    react(),
    offline.plugin,
    // /sw.js, the installable app's worker (decision 073): built from its source with Workbox,
    // with the offline pages' files to precache. Registered by the page itself (lib/service-worker.ts);
    // the app's manifest is the server's (/api/manifest.webmanifest, named after the league).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['sw.js'],
        // A classic script, as registered (no module workers needed).
        rollupFormat: 'iife',
        manifestTransforms: [offline.manifestTransform],
      },
    }),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // The CSP allows scripts from this origin only; the preload polyfill would be inlined.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Pages are split by the router's lazy imports. Two named groups on top: the
        // framework, which changes rarely and stays cached across deploys, and the form
        // libraries, which only pages with forms load.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '/readyz': { target: apiTarget },
      '/media': { target: apiTarget },
    },
  },
});
