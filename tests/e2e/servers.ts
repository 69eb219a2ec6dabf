import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailDropDirIn } from '../../src/server/messaging/mail-drop';

/**
 * The servers playwright.config.ts starts for the journeys, in one place.
 * - the main league on E2E_PORT (the config's baseURL), with the demo league seeded and card
 *   payments going to a local stand-in for Stripe (its "Test checkout" page has a Pay button
 *   and a Cancel link). Waitlist mode is off there, as in the demo: the registration journeys
 *   need it off, and /waitlist shows the waitlist closed (admin-settings and admin-dashboard
 *   switch it on for a moment, about the switch itself, and back);
 * - a league WITHOUT a payment provider and without demo data, for the "pay the league
 *   directly" journeys and for the one that needs a league with a single admin. It is on
 *   127.0.0.1 rather than localhost so its session cookies stay apart from the main league's,
 *   and 100 ports up so that runs on neighbouring E2E_PORTs do not collide. Waitlist mode off;
 * - a league in WAITLIST MODE, 200 ports up, without a payment provider or demo data: the
 *   waitlist is open only while the mode is on (decision 011), so every journey that joins
 *   the waitlist or uploads a waitlist photo runs here (`test.use({ baseURL: WAITLIST_URL })`)
 *   and makes the periods and teams it needs itself. The mode is written into its new
 *   database before it starts (scripts/e2e-server.mjs, E2E_WAITLIST=on) and no journey
 *   switches it: a journey flipping a league-wide switch would break the journeys running
 *   beside it on the same league. It serves the web app the main server built. It is on
 *   localhost like the main league, so a journey uses it alone in its browser contexts (the
 *   two leagues' session cookies would meet).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const MAIN_URL = `http://localhost:${E2E_PORT}`;
export const NO_PAYMENTS_PORT = E2E_PORT + 100;
export const NO_PAYMENTS_URL = `http://127.0.0.1:${NO_PAYMENTS_PORT}`;
export const WAITLIST_PORT = E2E_PORT + 200;
export const WAITLIST_URL = `http://localhost:${WAITLIST_PORT}`;

/** A journeys' server's data directory (DATA_DIR), emptied at its start. */
export const e2eDataDir = (port: number | string) => join(tmpdir(), `league-e2e-${port}`);

/** Where a journeys' server writes each message in full (MAIL_DROP_DIR): the recipients' inboxes. */
export const mailDropDir = (port: number | string) => mailDropDirIn(e2eDataDir(port));

/**
 * Each league's first admin, made at start from ADMIN_EMAIL and ADMIN_PASSWORD as on a real
 * install (not demo data). The journeys' fixtures use it only to grant roles to the accounts
 * they create and to read the outbox; on the leagues without demo data it is the only admin.
 */

export const ROOT_ADMIN = { email: 'e2e-root@example.com', password: 'journeys-first-admin-passphrase', name: 'League Admin' } as const;
