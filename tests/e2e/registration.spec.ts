import type { Page } from '@playwright/test';
import type { MyRegistration } from '../../src/shared/api/registrations';
import { REGISTRATION_MESSAGES } from '../../src/shared/registrations';
import { DISCOUNT_CODE_UNKNOWN_MESSAGE } from '../../src/shared/discount-codes';
import { deliveredMessageTo, expect, newSignedInContext, signInAsRootAdmin, test } from './fixtures';
import {
  adminField,
  createAccountOnRegister,
  discountCodeByApi,
  fillPlayerDetails,
  money,
  newPerson,
  next,
  openPeriodByApi,
  stepTitle,
  type OpenPeriod,
  type Person,
} from './registration-fixtures';
import { NO_PAYMENTS_URL, WAITLIST_URL } from './servers';

// On the main league an admin of the journey's own sets up and checks; on the leagues without
// a payment provider (no demo data: the one without, and the one in waitlist mode) that is
// their only admin, the first one (servers.ts).

async function previous(page: Page, title: string) {
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(stepTitle(page, title)).toBeVisible();
}

/** Steps 3 and 4: the division (with its places left) and the typed signature. */
async function chooseDivisionAndSign(page: Page, person: Person, period: OpenPeriod, placesLeft: string) {
  await next(page, 'Season and division');
  const choice = page.getByRole('radio', { name: period.label });
  await expect(choice).toBeEnabled();
  await expect(page.getByText(new RegExp(`\\$\\d+\\.\\d{2} · ${placesLeft}`)).first()).toBeVisible();
  await choice.check();
  await next(page, 'Waiver');
  await expect(page.getByRole('region', { name: /version \d+/ })).toBeVisible();
  const signature = page.getByLabel('Type your full name to sign');
  // A name that is not the details' name is refused on Next, in the server's words.
  await signature.fill(`${person.firstName} Someone`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(REGISTRATION_MESSAGES.signedNameMismatch)).toBeVisible();
  await signature.fill(`${person.firstName.toLowerCase()} ${person.lastName}`);
  await expect(page.getByText(`Signed as ${person.firstName} ${person.lastName}.`)).toBeVisible();
  await next(page, 'Discount code');
}

test('done-when 1: a new player registers with a discount code, pays by card, and the admin sees the paid registration and the code used', async ({
  page,
  browser,
  newAccount,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const code = `SUMMER${stamp}`.toUpperCase();
  const person = newPerson('registers');

  const admin = await newAccount({ role: 'admin' });
  const period = await openPeriodByApi(admin.api, { feeCents: 8500, capacity: 5 });
  await discountCodeByApi(admin.api, code, 20, 10);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/register');
  await createAccountOnRegister(page, person);
  await fillPlayerDetails(page, person);
  await chooseDivisionAndSign(page, person, period, '5 places left');

  await test.step('an unknown code is refused under the field; the right one is applied', async () => {
    const field = page.getByLabel('Discount code');
    await field.fill(`nope-${stamp}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(DISCOUNT_CODE_UNKNOWN_MESSAGE)).toBeVisible();
    await expect(field).toHaveValue(`nope-${stamp}`);
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(new RegExp(`^Code ${code} applied: ${money('17.00')} off\\.$`))).toBeVisible();
    await expect(page.getByRole('table', { name: 'Price' })).toContainText('$68.00');
  });

  await test.step('Register and pay leads to the checkout; cancelling there keeps the registration, payment due', async () => {
    await next(page, 'Payment');
    await expect(page.getByText(`You are registering for ${period.label}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Register and pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText(new RegExp(`Amount: ${money('68.00')} CAD`))).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment-canceled\?registration=[0-9a-f-]{36}$/);
    await expect(page.getByText('The payment was canceled and nothing was charged. Your registration is kept, with payment due.')).toBeVisible();
    await expect(page.getByText('Pending payment', { exact: true })).toBeVisible();
  });

  await test.step('Try again opens the checkout again; Pay brings the player back, paid', async () => {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/payment-success\?registration=[0-9a-f-]{36}$/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment received — you are registered' })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  });
  const registrationId = new URL(page.url()).searchParams.get('registration') ?? '';

  await test.step('the admin sees the paid registration and the code used once', async () => {
    const adminContext = await newSignedInContext(browser, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin/players/registration/${registrationId}`);
    await expect(adminPage.getByRole('heading', { level: 1 })).toContainText(person.lastName);
    await expect(adminField(adminPage, 'Status')).toHaveText('Paid');
    await expect(adminField(adminPage, 'Method')).toHaveText('Card (Stripe)');
    await expect(adminField(adminPage, 'Paid')).toHaveText(new RegExp(`^${money('68.00')}$`));
    await expect(adminPage.getByRole('main')).toContainText(code);
    await adminPage.goto('/admin/discount-codes');
    await adminPage.getByLabel('Search', { exact: true }).fill(code);
    await expect(adminPage.getByRole('article', { name: code })).toContainText('Uses: 1 of 10');
    await adminContext.close();
  });
});

test('done-when 2: without a payment provider the registration is saved with payment due, and the admin marks it paid', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const person = newPerson('pays-cash');
  const admin = await signInAsRootAdmin(NO_PAYMENTS_URL);
  const period = await openPeriodByApi(admin.api, { feeCents: 6000, capacity: 3 });

  const context = await browser.newContext({ baseURL: NO_PAYMENTS_URL });
  const page = await context.newPage();
  await page.goto('/register');
  await createAccountOnRegister(page, person);
  await fillPlayerDetails(page, person);
  await chooseDivisionAndSign(page, person, period, '3 places left');
  await test.step('a code the server refuses brings the discount step back with its message; every value is kept', async () => {
    await page.getByLabel('Discount code').fill(`nope-${stamp}`);
    await next(page, 'Payment');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(stepTitle(page, 'Discount code')).toBeVisible();
    await expect(page.getByLabel('Discount code')).toHaveValue(`nope-${stamp}`);
    await expect(page.getByLabel('Discount code')).toHaveAccessibleDescription(new RegExp(DISCOUNT_CODE_UNKNOWN_MESSAGE));
    await previous(page, 'Waiver');
    await expect(page.getByLabel('Type your full name to sign')).toHaveValue(`${person.firstName.toLowerCase()} ${person.lastName}`);
    await previous(page, 'Season and division');
    await expect(page.getByRole('radio', { name: period.label })).toBeChecked();
    await previous(page, 'Player details');
    await expect(page.getByLabel('Emergency contact name')).toHaveValue('Casey Keeper');
    await expect(page.getByLabel('Skill level')).toHaveValue('7');
    await next(page, 'Season and division');
    await next(page, 'Waiver');
    await next(page, 'Discount code');
    await page.getByLabel('Discount code').fill('');
  });
  await next(page, 'Payment');
  await expect(page.getByText(REGISTRATION_MESSAGES.noPaymentProvider)).toBeVisible();
  // Pressed twice: one registration (the button is off while the first request runs, and the server answers a retry with the same one).
  const register = page.getByRole('button', { name: 'Register', exact: true });
  await register.dblclick();
  await expect(page.getByRole('heading', { level: 2, name: 'Registration saved: payment due' })).toBeVisible();
  await expect(page.getByText(new RegExp(`Amount due: ${money('60.00')}\\.`))).toBeVisible();
  await expect(page.getByText('Pending payment', { exact: true })).toBeVisible();

  const mine = (await (await page.request.get('/api/me/registrations')).json()) as MyRegistration[];
  expect(mine).toHaveLength(1);
  const registrationId = mine[0]?.id ?? '';

  // The profile lists it, with what is due and how to pay it.
  await page.goto('/profile');
  const listed = page.getByRole('listitem', { name: period.label });
  await expect(listed.getByText('Pending payment', { exact: true })).toBeVisible();
  await expect(listed.getByText(new RegExp(`^Amount due: ${money('60.00')}\\.$`))).toBeVisible();
  await expect(listed.getByText(REGISTRATION_MESSAGES.noPaymentProvider)).toBeVisible();

  const adminContext = await newSignedInContext(browser, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admin/players/registration/${registrationId}`);
  await expect(adminField(adminPage, 'Status')).toHaveText('Pending payment');
  await adminPage.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Mark paid' });
  await dialog.getByLabel('Payment method').selectOption({ label: 'Cash' });
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminField(adminPage, 'Status')).toHaveText('Paid');
  await expect(adminField(adminPage, 'Method')).toHaveText('Cash');
  await adminContext.close();

  // The player sees it paid on the profile.
  await page.reload();
  await expect(listed.getByText('Paid', { exact: true })).toBeVisible();
  await expect(listed.getByText(new RegExp(`^Fee ${money('60.00')}, paid ${money('60.00')}\\.$`))).toBeVisible();
  await context.close();
  await admin.api.dispose();
});

// About signing in and coming back: through the login page, with an account of its own.
test('a visitor with a broken invitation link is told so; the payment pages ask a visitor to sign in and come back', async ({ page, newAccount }) => {
  const player = await newAccount();
  await page.goto('/register?invitation=not-a-real-token');
  await expect(page.getByText(REGISTRATION_MESSAGES.invitationInvalid)).toBeVisible();

  const registrationId = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/payment-success?registration=${registrationId}`);
  await expect(page.getByText('Sign in to see your registration and its payment.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/payment-success?registration=${registrationId}`);
  await expect(page.getByText('There is no registration of yours with this link.')).toBeVisible();
});

test('in waitlist mode /register sends a visitor to the waitlist; the invitation e-mailed from the waitlist lets its holder register', async ({ browser }) => {
  test.setTimeout(240_000);
  const person = newPerson('invited');
  // The league always in waitlist mode (servers.ts), whose switch no journey touches: the
  // waitlist is open only in waitlist mode (decision 011), and /register takes invitations only.
  const admin = await signInAsRootAdmin(WAITLIST_URL);
  const api = admin.api;
  const period = await openPeriodByApi(api, { feeCents: 4500, capacity: 2 });
  // Joined at once: the entry goes to the newest OPEN period, and other journeys open some here too.
  const joined = await api.post('/api/waitlist', { data: waitlistEntryOf(person) });
  expect(joined.status()).toBe(201);
  const entry = (await joined.json()) as { id: string };
  const context = await browser.newContext({ baseURL: WAITLIST_URL });
  try {
    const page = await context.newPage();
    await page.goto('/register');
    await expect(page.getByText(REGISTRATION_MESSAGES.waitlistOnly)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the waitlist' })).toBeVisible();
    await expect(stepTitle(page, 'Account')).toHaveCount(0);

    expect((await api.post(`/api/admin/waitlist/${entry.id}/invite`)).status()).toBe(200);
    const mail = await deliveredMessageTo(WAITLIST_URL, person.email);
    const link = /https?:\/\/\S+\/register\?invitation=[\w-]+/.exec(mail.body)?.[0];
    if (!link) throw new Error(`no registration link in: ${mail.body}`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText(`You were invited to register for ${period.seasonName}`, { exact: false })).toBeVisible();
    await createAccountOnRegister(page, person);
    await fillPlayerDetails(page, person);
    await chooseDivisionAndSign(page, person, period, '2 places left');
    await next(page, 'Payment');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Registration saved: payment due' })).toBeVisible();

    // The entry is registered, and the link works once only.
    const detail = await api.get(`/api/admin/waitlist/${entry.id}`);
    expect(((await detail.json()) as { status: string }).status).toBe('registered');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText(REGISTRATION_MESSAGES.invitationInvalid)).toBeVisible();
  } finally {
    await api.dispose();
    await context.close();
  }
});

/** A complete waitlist entry for the person (the API takes the whole wizard at once). */
function waitlistEntryOf(person: Person) {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone_number: '(416) 555-0160',
    date_of_birth: '1990-06-01',
    gender: 'Male',
    is_new_player: true,
    skill_level: 5,
    positions_played: ['Defense'],
    preferred_position: 'Defense',
    jersey_size: 'L',
    emergency_contact_name: 'Casey Keeper',
    emergency_contact_phone: '416-555-0161',
    has_physical_conditions: false,
    mailing_list_opt_in: false,
    waiver_accepted: true,
  };
}
