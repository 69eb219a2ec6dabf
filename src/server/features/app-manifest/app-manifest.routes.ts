import { access } from '../../http/access';
import { apiRoute, apiRoutes, fileResponse } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { webAppManifest } from './manifest';

const MANIFEST = 'application/manifest+json';

/** The installable app's manifest, named after the league (decision 040). */
export function appManifestRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Installable app', [
    apiRoute(
      {
        method: 'get',
        path: '/api/manifest.webmanifest',
        summary: "The web app manifest: the league's name, icons and start page, for installing the site as an app",
        access: access.public,
        response: fileResponse(MANIFEST),
      },
      async () => {
        const { leagueName } = await readLeagueSettings(db);
        // A renamed league shows within the hour; the browser rereads it on its own schedule anyway.
        return new Response(JSON.stringify(webAppManifest(leagueName)), { headers: { 'Content-Type': MANIFEST, 'Cache-Control': 'public, max-age=3600' } });
      },
    ),
  ]);
}
