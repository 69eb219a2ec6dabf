import type { MyRegistration } from '../../src/shared/api/registrations';
import { REGISTRATION_MESSAGES } from '../../src/shared/registrations';
import { expect, latestMessageTo, newSignedInContext, rootAdminApi, signInAsRootAdmin, test } from './fixtures';
import { createAccountOnRegister, fillPlayerDetails, money, newPerson, next, openPeriodByApi } from './registration-fixtures';
import { NO_PAYMENTS_URL } from './servers';

// Decision 045: a league without card payment says how to pay it, set by its admin on the
// settings page, wherever a registration is due: after registering, on /profile and in the
// mail. On the league without a payment provider (servers.ts), which is put back to no
// instructions afterwards; other journeys there assert only the general sentence, which stays.

const INSTRUCTIONS = 'Interac e-Transfer to treasurer@riversidefc.example (auto-deposit on).\nOr cash at the field before any Sunday game.';

test.afterAll(async () => {
  const api = await rootAdminApi(NO_PAYMENTS_URL);
  await api.put('/api/admin/settings', { data: { payment_instructions: '' } });
});

test('the admin sets payment instructions; a player registering without card payment sees them on the payment-due page, on the profile and in the mail', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await signInAsRootAdmin(NO_PAYMENTS_URL);
  const period = await openPeriodByApi(admin.api, { feeCents: 7500, capacity: 5 });

  await test.step('the admin writes the instructions on the settings page', async () => {
    const adminContext = await newSignedInContext(browser, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/settings');
    const field = adminPage.getByLabel('Payment instructions');
    // The settings load after the page's own chunk: slow on a busy machine.
    await expect(field).toBeVisible({ timeout: 45_000 });
    await expect(field).toHaveAccessibleDescription(/Shown to players whose registration is due/);
    await field.fill(INSTRUCTIONS);
    await adminPage.getByRole('button', { name: 'Save settings' }).click();
    await expect(adminPage.getByText('Settings saved.')).toBeVisible();
    await adminPage.reload();
    await expect(adminPage.getByLabel('Payment instructions')).toHaveValue(INSTRUCTIONS);
    await adminContext.close();
  });

  const person = newPerson('pays-by-transfer');
  const context = await browser.newContext({ baseURL: NO_PAYMENTS_URL });
  const page = await context.newPage();
  await page.goto('/register');
  await createAccountOnRegister(page, person);
  await fillPlayerDetails(page, person);
  await next(page, 'Season and division');
  await page.getByRole('radio', { name: period.label }).check();
  await next(page, 'Waiver');
  await page.getByLabel('Type your full name to sign').fill(`${person.firstName} ${person.lastName}`);
  await next(page, 'Discount code');
  await next(page, 'Payment');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Registration saved: payment due' })).toBeVisible();
  const mine = (await (await page.request.get('/api/me/registrations')).json()) as MyRegistration[];
  const registrationId = mine[0]?.id ?? '';
  await test.step('the payment-due page says how to pay, with the registration id to quote', async () => {
    const howToPay = page.getByRole('region', { name: 'How to pay' });
    await expect(page.getByText(REGISTRATION_MESSAGES.noPaymentProvider)).toBeVisible();
    await expect(howToPay).toContainText('Interac e-Transfer to treasurer@riversidefc.example (auto-deposit on).');
    await expect(howToPay).toContainText('Or cash at the field before any Sunday game.');
    await expect(howToPay).toContainText(`Your registration id: ${registrationId}`);
  });

  await test.step('the profile shows them on the registration due', async () => {
    await page.goto('/profile');
    const listed = page.getByRole('listitem', { name: period.label });
    await expect(listed.getByText(new RegExp(`^Amount due: ${money('75.00')}\\.$`))).toBeVisible();
    await expect(listed.getByRole('region', { name: 'How to pay' })).toContainText('Interac e-Transfer to treasurer@riversidefc.example');
  });

  await test.step('the registration-received mail has the amount due, the id and the instructions', async () => {
    const mail = await latestMessageTo(NO_PAYMENTS_URL, person.email);
    expect(mail.subject).toMatch(/: registration received$/);
    expect(mail.body).toContain(`Registration id: ${registrationId}`);
    expect(mail.body).toMatch(/Amount due: \$75\.00/);
    expect(mail.body).toContain(`How to pay:\n${INSTRUCTIONS}`);
  });

  await context.close();
  await admin.api.dispose();
});
