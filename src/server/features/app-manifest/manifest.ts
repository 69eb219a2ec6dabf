/** The app's colour (the logo's blue) and the page background a phone shows while it starts. */
export const THEME_COLOR = '#1971c2';
const BACKGROUND_COLOR = '#ffffff';
/** Home screens cut longer names short; 12 characters is what fits under an icon. */
const SHORT_NAME_MAX = 12;

/** The name under the home-screen icon: the league's name when it fits, else its first word ("Riverside"). */
export function shortNameOf(leagueName: string): string {
  if (leagueName.length <= SHORT_NAME_MAX) return leagueName;
  const firstWord = leagueName.split(/\s+/)[0] ?? leagueName;
  return firstWord.slice(0, SHORT_NAME_MAX);
}

/**
 * The web app manifest (W3C Web Application Manifest). Icons are PNGs made from the logo
 * (public/favicon.svg) by scripts/make-app-icons.mjs; the maskable one has the safe margin
 * Android's round and squircle masks need.
 */
export function webAppManifest(leagueName: string) {
  return {
    name: leagueName,
    short_name: shortNameOf(leagueName),
    description: `Schedule, results and your games at ${leagueName}.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Schedule', url: '/schedule' },
      { name: 'My schedule', url: '/player/my-schedule' },
    ],
  };
}
