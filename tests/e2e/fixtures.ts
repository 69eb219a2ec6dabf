import AxeBuilder from '@axe-core/playwright';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-league';

export { DEMO_ACCOUNTS };

export function demoAccount(role: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

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

export const STRONG_PASSWORD = 'correct-horse-battery-9';

export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An API session as a demo account, for reading what the app sent (outbox). */
export async function apiAs(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await context.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

interface OutboxMessage {
  recipient: string;
  subject: string | null;
  body: string;
}

/** The newest message sent to a recipient, waiting briefly for it to arrive. */
export async function latestMessageTo(baseURL: string, recipient: string): Promise<OutboxMessage> {
  const admin = demoAccount('admin');
  const api = await apiAs(baseURL, admin.email, admin.password);
  try {
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
  } finally {
    await api.dispose();
  }
}

/**
 * axe on the page as it stands: nothing serious or critical. A drawer or menu still fading in
 * would be measured half-transparent, so finite animations finish first (endless ones, such
 * as the live dot's pulse, change no text).
 */
export async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
