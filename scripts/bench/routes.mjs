// The public pages the web sections measure. One list, so a page that lands in a later issue
// is added here once and both the bundle and the Lighthouse sections pick it up.
// `/profile` is not here: it needs a signed-in user (a guest is sent to the sign-in page).

/** @type {Array<{ name: string, path: string }>} */
export const PUBLIC_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'reset-password', path: '/reset-password' },
  { name: 'waitlist', path: '/waitlist' },
  { name: 'waiver', path: '/waiver' },
  { name: 'teams-public', path: '/teams-public' },
  { name: 'players-public', path: '/players-public' },
  { name: 'rules', path: '/rules' },
  { name: 'gallery', path: '/gallery' },
  { name: 'schedule', path: '/schedule' },
  { name: 'rankings', path: '/rankings' },
  { name: 'rankings-enhanced', path: '/rankings-enhanced' },
  { name: 'leaderboard', path: '/leaderboard' },
  // Any unknown path renders the not-found page (the server answers index.html with 200).
  { name: 'not-found', path: '/bench-no-such-page' },
];
