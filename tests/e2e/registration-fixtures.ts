import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createDivision, createPeriod, createSeason } from './factories';
import { enterSignUpCode, STRONG_PASSWORD, uniqueEmail, uniqueTag } from './fixtures';

/** /register journeys' steps and the admin's set-up they need (registration.spec.ts, accessibility.spec.ts). */

export interface OpenPeriod {
  periodId: string;
  seasonName: string;
  divisionName: string;
  /** "Season · Division", the radio card's name on /register */
  label: string;
}

/** A new division with an OPEN period (fee and capacity) in a new season in registration, made by the admin. */
export async function openPeriodByApi(api: APIRequestContext, period: { feeCents: number; capacity: number }): Promise<OpenPeriod> {
  // Names are unique: journeys running side by side may start in the same millisecond.
  const tag = uniqueTag();
  const division = await createDivision(api, { name: `Coed Evening ${tag}`, description: 'Mixed teams, weekday evenings.' });
  const season = await createSeason(api, { name: `Summer League ${tag}`, start_date: '2032-06-01', end_date: '2032-08-31', status: 'registration' });
  const { id: periodId } = await createPeriod(api, season.id, {
    division_id: division.id,
    status: 'OPEN',
    fee_cents: period.feeCents,
    capacity: period.capacity,
  });
  return { periodId, seasonName: season.name, divisionName: division.name, label: `${season.name} · ${division.name}` };
}

export async function discountCodeByApi(api: APIRequestContext, code: string, percentOff: number, maxUses: number) {
  const response = await api.post('/api/admin/discount-codes', {
    data: { code, description: 'Journey code', kind: 'percent', percent_off: percentOff, max_uses: maxUses },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export function newPerson(prefix: string): Person {
  const email = uniqueEmail(prefix);
  return { firstName: 'Jordan', lastName: `Keeper ${email.slice(prefix.length + 1, prefix.length + 9)}`, email };
}

/** An amount as the page writes it: "$60.00", or "CA$60.00" in a browser set to en-US. */
export const money = (amount: string) => `(CA)?\\$${amount.replace('.', '\\.')}`;

/** A field of the admin's registration page (its description lists): the value beside the label. */
export const adminField = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

export const stepTitle = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

export async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepTitle(page, title)).toBeVisible();
}

/** Step 1 on /register: the account and the mailed code, which sign the visitor in and open the details step. */
export async function createAccountOnRegister(page: Page, person: Person) {
  await expect(stepTitle(page, 'Account')).toBeVisible();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await enterSignUpCode(page, person.email);
  await expect(stepTitle(page, 'Player details')).toBeVisible();
}

/** Step 2: the names come from the account; the rest is typed, as on the waitlist form. */
export async function fillPlayerDetails(page: Page, person: Person) {
  await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(person.lastName);
  await page.getByLabel('Phone number').fill('(416) 555-0142');
  await page.getByLabel('Date of birth').fill('1992-03-14');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByLabel('Skill level').selectOption('7');
  await page.getByRole('checkbox', { name: 'Defense' }).check();
  await page.getByLabel('Preferred position').selectOption('Defense');
  await page.getByLabel('Jersey size').selectOption('L');
  await page.getByLabel('Emergency contact name').fill('Casey Keeper');
  await page.getByLabel('Emergency contact phone').fill('416-555-0177');
  await page.getByRole('radio', { name: 'No', exact: true }).check();
}
