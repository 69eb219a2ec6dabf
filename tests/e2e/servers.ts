/**
 * The servers playwright.config.ts starts for the journeys, in one place.
 * - the main league on E2E_PORT (the config's baseURL), with card payments going to a local
 *   stand-in for Stripe (its "Test checkout" page has a Pay button and a Cancel link);
 * - a league WITHOUT a payment provider, for the "pay the league directly" journey. It is on
 *   127.0.0.1 rather than localhost so its session cookies stay apart from the main league's,
 *   and 100 ports up so that runs on neighbouring E2E_PORTs do not collide.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const MAIN_URL = `http://localhost:${E2E_PORT}`;
export const NO_PAYMENTS_PORT = E2E_PORT + 100;
export const NO_PAYMENTS_URL = `http://127.0.0.1:${NO_PAYMENTS_PORT}`;
