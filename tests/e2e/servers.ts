/**
 * The servers playwright.config.ts starts for the journeys, in one place.
 * - the main league on E2E_PORT (the config's baseURL), with the demo league seeded and card
 *   payments going to a local stand-in for Stripe (its "Test checkout" page has a Pay button
 *   and a Cancel link);
 * - a league WITHOUT a payment provider and without demo data, for the "pay the league
 *   directly" journeys and for the one that needs a league with a single admin. It is on
 *   127.0.0.1 rather than localhost so its session cookies stay apart from the main league's,
 *   and 100 ports up so that runs on neighbouring E2E_PORTs do not collide.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const MAIN_URL = `http://localhost:${E2E_PORT}`;
export const NO_PAYMENTS_PORT = E2E_PORT + 100;
export const NO_PAYMENTS_URL = `http://127.0.0.1:${NO_PAYMENTS_PORT}`;

/**
 * Each league's first admin, made at start from ADMIN_EMAIL and ADMIN_PASSWORD as on a real
 * install (not demo data). The journeys' fixtures use it only to grant roles to the accounts
 * they create and to read the outbox; on the league without demo data it is the only admin.
 */
export const ROOT_ADMIN = { email: 'e2e-root@example.com', password: 'journeys-first-admin-passphrase', name: 'League Admin' } as const;
