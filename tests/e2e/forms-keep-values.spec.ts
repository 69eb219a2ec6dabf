import type { RegistrationOptions } from '../../src/shared/api/registrations';
import type { WaitlistPage } from '../../src/shared/api/waitlist';
import { enterSignUpCode, expect, STRONG_PASSWORD, test } from './fixtures';
import { WAITLIST_URL } from './servers';
import { newPerson as newRegistrant, next as nextStep, openPeriodByApi, stepTitle } from './registration-fixtures';
import { fillContactHealth, fillExperience, fillKit, newPerson, next, openWaitlistWizard, TOASTS, waitlistDialog } from './waitlist-fixtures';

// Issue 15, "forms keep what you typed" (decision 046): a draft on the device, one history
// entry per step, and dates typed the way people write them.

test.describe('on the league in waitlist mode', () => {
  // The waitlist is open only in waitlist mode (decision 011, servers.ts).
  test.use({ baseURL: WAITLIST_URL });

  test('the waitlist dialog: Back goes to the step before with everything kept, a reload keeps the step and the values, and a join closes the dialog', async ({
    page,
    newAccount,
  }) => {
    test.setTimeout(180_000);
    const person = newPerson('keeps');
    const dialog = await openWaitlistWizard(page);
    await dialog.getByLabel('First name').fill(person.firstName);
    await dialog.getByLabel('Last name').fill(person.lastName);
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Phone number').fill(person.phone);
    await dialog.getByLabel('Date of birth').fill('25/04/1990');
    await expect(dialog.getByLabel('Date of birth')).toHaveAccessibleDescription(/Read as 25 April 1990/);
    await dialog.getByRole('radio', { name: 'Female' }).check();
    await next(dialog, 'RFC Experience');
    await fillExperience(dialog);
    await next(dialog, 'Player Kit & Photo');

    // The browser's Back: the step before, not off the page, with what was typed.
    await page.goBack();
    await expect(dialog.getByRole('heading', { name: 'RFC Experience' })).toBeVisible();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(dialog.getByLabel('Skill level')).toHaveValue('6');
    await page.goBack();
    await expect(dialog.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(person.email);
    await expect(dialog.getByLabel('Date of birth')).toHaveValue('25/04/1990');
    // Forward comes back; a reload stays on the step with the values.
    await page.goForward();
    await expect(dialog.getByRole('heading', { name: 'RFC Experience' })).toBeVisible();
    await page.reload();
    await expect(dialog.getByRole('heading', { name: 'RFC Experience' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Midfield' })).toBeChecked();
    await expect(dialog.getByLabel('Preferred position')).toHaveValue('Midfield');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByLabel('First name')).toHaveValue(person.firstName);
    await expect(dialog.getByRole('radio', { name: 'Female' })).toBeChecked();
    // The stored date is shown the league's way.
    await expect(dialog.getByLabel('Date of birth')).toHaveValue('25/04/1990');
    // Back on the first step closes the dialog and stays on the page.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/waitlist$/);

    await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).click();
    await next(dialog, 'RFC Experience');
    await next(dialog, 'Player Kit & Photo');
    await fillKit(dialog);
    await next(dialog, 'Contact & Health');
    await fillContactHealth(dialog);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();

    // Done (spec §8): the toast, then the dialog closes; the page, which stays, says so and
    // what comes next (issue 20 item 14).
    await expect(page.getByText(TOASTS.joined)).toBeVisible();
    await expect(waitlistDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(page.getByRole('main').getByText(`${person.email} is on the waitlist.`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('When a roster spot opens, we e-mail you a personal registration link.');
    // The draft went with the join: the form starts empty.
    await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');

    // Typed as 25/04/1990, stored as the spec's 1990-04-25.
    const admin = await newAccount({ role: 'admin' });
    const list = (await (await admin.api.get('/api/admin/waitlist', { params: { q: person.email } })).json()) as WaitlistPage;
    expect(list.total).toBe(1);
    const detail = (await (await admin.api.get(`/api/admin/waitlist/${list.items[0]?.id ?? ''}`)).json()) as { date_of_birth: string };
    expect(detail.date_of_birth).toBe('1990-04-25');
  });
});

test('/register: a reload in the middle keeps the typed values and the step, never the password; Back goes to the step before', async ({
  page,
  newAccount,
}) => {
  test.setTimeout(180_000);
  const admin = await newAccount({ role: 'admin' });
  const period = await openPeriodByApi(admin.api, { feeCents: 0, capacity: 5 });
  const person = newRegistrant('keeps-register');

  await page.goto('/register');
  await expect(stepTitle(page, 'Account')).toBeVisible();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  // Nothing on the device holds the password.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain(STRONG_PASSWORD);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await enterSignUpCode(page, person.email);
  await expect(stepTitle(page, 'Player details')).toBeVisible();

  await page.getByLabel('Phone number').fill('(416) 555-0142');
  await page.getByLabel('Date of birth').fill('25/04/1990');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByLabel('Skill level').selectOption('7');
  await page.getByRole('checkbox', { name: 'Defense' }).check();
  await page.getByLabel('Preferred position').selectOption('Defense');
  await page.getByLabel('Jersey size').selectOption('L');
  await page.getByLabel('Emergency contact name').fill('Casey Keeper');
  // A reload half-way through the step keeps every value typed.
  await page.reload();
  await expect(stepTitle(page, 'Player details')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('(416) 555-0142');
  await expect(page.getByLabel('Date of birth')).toHaveValue('25/04/1990');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByLabel('Skill level')).toHaveValue('7');
  await expect(page.getByRole('checkbox', { name: 'Defense' })).toBeChecked();
  await expect(page.getByLabel('Jersey size')).toHaveValue('L');
  await expect(page.getByLabel('Emergency contact name')).toHaveValue('Casey Keeper');
  await page.getByLabel('Emergency contact phone').fill('416-555-0177');
  await page.getByRole('radio', { name: 'No', exact: true }).check();

  await nextStep(page, 'Season and division');
  await page.getByRole('radio', { name: period.label }).check();
  // A reload on a later step stays on it, with the choice.
  await page.reload();
  await expect(stepTitle(page, 'Season and division')).toBeVisible();
  await expect(page.getByRole('radio', { name: period.label })).toBeChecked();
  // The browser's Back: the step before, not off the page.
  await page.goBack();
  await expect(stepTitle(page, 'Player details')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Emergency contact phone')).toHaveValue('416-555-0177');
  await page.goForward();
  await expect(stepTitle(page, 'Season and division')).toBeVisible();

  await nextStep(page, 'Waiver');
  await page.getByLabel('Type your full name to sign').fill(`${person.firstName} ${person.lastName}`);
  await nextStep(page, 'Discount code');
  await nextStep(page, 'Payment');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You are registered' })).toBeVisible();

  // Typed as 25/04/1990, stored as the spec's 1990-04-25; and the draft is gone.
  const options = (await (await page.request.get('/api/registration/options')).json()) as RegistrationOptions;
  expect(options.player?.date_of_birth).toBe('1990-04-25');
  const drafts = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:registration')));
  expect(drafts).toEqual([]);
});
