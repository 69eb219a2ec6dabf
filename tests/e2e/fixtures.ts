import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { SessionPayload } from '../../src/shared/api/auth';
import type { OutboxMessage } from '../../src/shared/api/outbox';
import type { Role } from '../../src/shared/roles';
import { type DroppedMessage, readMailDrop } from '../../src/server/messaging/mail-drop';
import { MAIN_URL, mailDropDir, ROOT_ADMIN } from './servers';

export { expect };
export type { Role };

let counter = 0;
/** An address no other journey or run uses. */
export function uniqueEmail(prefix = 'journey'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** A phone number no other journey or run uses (digits only, with a plus). */
export function uniquePhone(): string {
  counter += 1;
  const tail = `${Date.now()}${counter}`.slice(-7);
  return `+1555${tail}`;
}

/** A short tag for names that must not clash with other journeys' (several run at once). */
export function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 4)}`;
}

export const STRONG_PASSWORD = 'correct-horse-battery-9';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** An account a journey made for itself, signed in. */
export interface Account {
  id: string;
  email: string;
  password: string;
  /** The account's name, as the app shows it (first and last). */
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The league it belongs to. */
  baseURL: string;
  /** Its API session: the same session the browser gets. */
  api: APIRequestContext;
  /** Its session cookies, for a browser context (`storageState`). */
  storageState: StorageState;
}

/** The journeys' calls are from the app's own origin, as the browser's are (state-changing calls check it). */
let apiClients = 0;

/**
 * An API session like a device of its own: its own client address (the journeys' servers trust
 * X-Forwarded-For, as behind the production proxy), so Better Auth's per-address sign-up limit
 * (3 in 10 s) counts each made account apart, as it would for players at home.
 */
async function apiContext(baseURL: string): Promise<APIRequestContext> {
  apiClients += 1;
  const address = `10.${process.pid % 250}.${(apiClients >> 8) & 255}.${apiClients & 255}`;
  return request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, 'X-Forwarded-For': address } });
}

/** An API session for an account that exists already. */
export async function apiAs(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await apiContext(baseURL);
  const response = await context.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

// One session per league and worker: granting roles and reading the outbox are all it does.
const rootSessions = new Map<string, Promise<APIRequestContext>>();

/** The league's first admin (servers.ts), signed in through the API. Not to be disposed. */
export function rootAdminApi(baseURL: string): Promise<APIRequestContext> {
  let session = rootSessions.get(baseURL);
  if (!session) {
    session = apiAs(baseURL, ROOT_ADMIN.email, ROOT_ADMIN.password);
    rootSessions.set(baseURL, session);
  }
  return session;
}

/** The league's first admin as an Account, for a browser of the league without demo data (where it is the only admin). */
export async function signInAsRootAdmin(baseURL: string): Promise<Account> {
  const api = await apiAs(baseURL, ROOT_ADMIN.email, ROOT_ADMIN.password);
  const id = await sessionUserId(api);
  const [firstName = '', lastName = ''] = ROOT_ADMIN.name.split(' ');
  return {
    id,
    email: ROOT_ADMIN.email,
    password: ROOT_ADMIN.password,
    name: ROOT_ADMIN.name,
    firstName,
    lastName,
    role: 'admin',
    baseURL,
    api,
    storageState: await api.storageState(),
  };
}

async function sessionUserId(api: APIRequestContext): Promise<string> {
  const session = await api.get('/api/auth/get-session');
  const body = (await session.json()) as SessionPayload | null;
  return body?.user.id ?? '';
}

const FIRST_NAMES: Record<Role, string> = { admin: 'Avery', captain: 'Cameron', referee: 'Reese', statistician: 'Sasha', player: 'Parker' };

export interface NewAccountOptions {
  role?: Role;
  /** The league; the main one unless told. */
  baseURL?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/**
 * A new account, made through the API as a visitor makes one (sign-up), with its role granted
 * by the league's first admin through the admin API. Every account is a player; another role
 * is added to it. Always a new e-mail: sign-up does not say whether an address is taken (a
 * taken one gets no code).
 */
export async function createAccount(options: NewAccountOptions = {}): Promise<Account> {
  const role = options.role ?? 'player';
  const baseURL = options.baseURL ?? MAIN_URL;
  const firstName = options.firstName ?? FIRST_NAMES[role];
  const lastName = options.lastName ?? `Journey ${uniqueTag()}`;
  const name = `${firstName} ${lastName}`;
  const email = options.email ?? uniqueEmail(role);
  const password = STRONG_PASSWORD;
  const api = await apiContext(baseURL);
  await signUpByApi(api, baseURL, { name, email, password });
  const id = await sessionUserId(api);
  expect(id, `the session of ${email}`).not.toBe('');
  if (role !== 'player') {
    const root = await rootAdminApi(baseURL);
    const granted = await root.put(`/api/admin/users/${id}/roles/${role}`);
    expect(granted.status(), await granted.text()).toBe(200);
  }
  return { id, email, password, name, firstName, lastName, role, baseURL, api, storageState: await api.storageState() };
}

/** The 6-digit code that finishes a sign-up, as the mailbox got it (decision 052; the outbox keeps no codes). */
export async function signUpCode(baseURL: string, email: string): Promise<string> {
  const mail = await deliveredMessageTo(baseURL, email.toLowerCase());
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no sign-up code in the last mail to ${email}`);
  return code;
}

/**
 * Signs up through the API as a visitor does, and finishes with the mailed code: `api` is then
 * signed in as the new account.
 */
export async function signUpByApi(api: APIRequestContext, baseURL: string, account: { name: string; email: string; password: string }) {
  const headers = { Origin: baseURL };
  const signUp = await api.post(`${baseURL}/api/auth/sign-up/email`, { data: account, headers });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const otp = await signUpCode(baseURL, account.email);
  const finished = await api.post(`${baseURL}/api/auth/email-otp/verify-email`, { data: { email: account.email, otp, password: account.password }, headers });
  expect(finished.status(), await finished.text()).toBe(200);
}

/** Sign-up's second step on the page: the code from the mail, then "Finish sign-up". */
export async function enterSignUpCode(page: Page, email: string) {
  await expect(page.getByLabel('Code')).toBeVisible();
  await page.getByLabel('Code').fill(await signUpCode(new URL(page.url()).origin, email));
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
}

/** Signs a browser context in as the account: its session cookie, no trip through the login page. */
export async function signIn(context: BrowserContext, account: Account): Promise<void> {
  await context.addCookies(account.storageState.cookies);
}

/** A browser context of its own, signed in as the account (for a second person in a journey). */
export async function newSignedInContext(browser: Browser, account: Account, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: account.baseURL, ...options, storageState: account.storageState });
}

interface JourneyFixtures {
  /**
   * `test.use({ signedInAs: 'admin' })`: the test's browser starts signed in as a new account
   * of that role (the `account` fixture). Unset: signed out.
   */
  signedInAs: Role | undefined;
  /** The account the test's browser is signed in as (needs `signedInAs`). */
  account: Account;
  /** Makes more accounts for the test (disposed with it). */
  newAccount: (options?: NewAccountOptions) => Promise<Account>;
  /** The storage state's source: the `signedInAs` account, or none (signed out). Journeys use `account`. */
  signedInAccount: Account | undefined;
}

/**
 * The journeys' `test`: Playwright's, with accounts made through the API and signed in by
 * storage state. Journeys about signing in itself use the login page instead.
 */
export const test = base.extend<JourneyFixtures>({
  signedInAs: [undefined, { option: true }],
  newAccount: async ({ baseURL }, use) => {
    const made: Account[] = [];
    await use(async (options = {}) => {
      const account = await createAccount({ baseURL, ...options });
      made.push(account);
      return account;
    });
    for (const account of made) await account.api.dispose();
  },
  signedInAccount: async ({ signedInAs, newAccount }, use) => {
    await use(signedInAs ? await newAccount({ role: signedInAs }) : undefined);
  },
  storageState: async ({ signedInAccount, storageState }, use) => {
    await use(signedInAccount ? signedInAccount.storageState : storageState);
  },
  // A visitor's API calls: never the signed-in browser's cookies (Playwright would give it the
  // storage state), and from the app's own origin, as the browser's calls are.
  request: async ({ baseURL }, use) => {
    const visitor = await apiContext(baseURL ?? MAIN_URL);
    await use(visitor);
    await visitor.dispose();
  },
  account: async ({ signedInAccount }, use) => {
    if (!signedInAccount) throw new Error('the account fixture needs test.use({ signedInAs: <role> })');
    await use(signedInAccount);
  },
});

/** The login page, for journeys about signing in. Every other journey uses `signedInAs`. */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The newest message sent to a recipient as the admin outbox shows it (no secrets), waiting briefly for it. */
export async function latestMessageTo(baseURL: string, recipient: string): Promise<OutboxMessage> {
  const api = await rootAdminApi(baseURL);
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await api.get('/api/admin/outbox', { params: { recipient } });
      const messages = (await response.json()) as OutboxMessage[];
      found = messages[0];
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no message to ${recipient}`);
  return found;
}

/**
 * The newest message to a recipient as they got it, secrets included (a reset link, a code),
 * waiting briefly for it: from the server's mail drop (MAIL_DROP_DIR), the journeys' stand-in
 * for an inbox. The admin outbox shows such messages without their secrets (issue 19).
 */
export async function deliveredMessageTo(baseURL: string, recipient: string): Promise<DroppedMessage> {
  const directory = mailDropDir(new URL(baseURL).port);
  let found: DroppedMessage | undefined;
  await expect
    .poll(async () => {
      found = (await readMailDrop(directory)).find((m) => m.recipient === recipient);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no message to ${recipient}`);
  return found;
}

/**
 * axe on the page as it stands, once its toasts are gone: nothing serious or critical. A drawer or menu still fading in
 * would be measured half-transparent, so finite animations finish first (endless ones, such
 * as the live dot's pulse, change no text).
 */
export async function expectAccessible(page: Page) {
  // A toast (4 s) that starts fading out while axe runs is measured half-transparent: the
  // dashboard journey failed so once. Every toast closes by itself; wait for them to be gone.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page itself: the default opens a second, blank page to merge
  // frames' results (our pages have no frames), which doubled the time on long pages. Only
  // violations are asked for: passes on every node of a long table cost time and are unread.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
