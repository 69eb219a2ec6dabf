import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/vite-service-worker.mjs';

// `npm run dev`: Vite serves the web app with hot reload and passes API calls to the API
// server on API_PORT. `npm run build`: the static app in dist/web, served by the Node server.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    react(),
    // /sw.js: the installable app's offline pages (decision 040).
    serviceWorker({
      source: 'src/web/service-worker/service-worker.js',
      // The pages a referee, a player and a visitor move between on game day (decision 058).
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
        'src/web/app/layout/mobile-nav-drawer.tsx',
        'src/web/features/auth/components/account-menu.tsx',
        '@mantine/notifications/esm/index.mjs',
      ],
      staticFiles: ['/favicon.svg', '/theme-init.js', '/icons/icon-192.png'],
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
