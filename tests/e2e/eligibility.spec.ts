import type { APIRequestContext } from '@playwright/test';
import type { AdminDivision } from '../../src/shared/api/divisions';
import { createPeriod, createSeason, type Named } from './factories';
import { expect, expectAccessible, newSignedInContext, signInAsRootAdmin, test, uniqueTag } from './fixtures';
import { createAccountOnRegister, fillPlayerDetails, newPerson, next, stepTitle } from './registration-fixtures';
import { NO_PAYMENTS_URL, WAITLIST_URL } from './servers';
import { fillContactHealth, fillExperience, fillKit, fillPersonalInfo, next as nextStep, openWaitlistWizard, TOASTS } from './waitlist-fixtures';

// Issue 15, decision 044: a 16-year-old is refused by the waitlist and by /register with the
// division's rule named; an admin grants an exception with a reason; then the same person gets
// in. Two leagues without demo data: the waitlist is open only in waitlist mode (decision 011,
// the league at WAITLIST_URL), and /register there takes invitations only, so registering is
// on the league without a payment provider, where waitlist mode is off.

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Sixteen today (a 29 February birthday moves to the 28th), so sixteen on a first day a month away. */
function sixteenYearsAgo(): string {
  const today = new Date();
  const year = today.getUTCFullYear() - 16;
  const month = today.getUTCMonth();
  const day = Math.min(today.getUTCDate(), month === 1 ? 28 : 31);
  return isoDay(Date.UTC(year, month, day));
}

/** Text as a pattern that matches it inside a longer text. */
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

interface AdultsOnly {
  division: Named;
  season: Named;
  /** The division's rule, as the server words it under the date of birth. */
  rule: RegExp;
}

/** A division for players 18 and over, and a season in registration that starts a month from now. */
async function adultsOnly(api: APIRequestContext): Promise<AdultsOnly> {
  const tag = uniqueTag();
  const firstDay = isoDay(Date.now() + 30 * DAY_MS);
  const created = await api.post('/api/admin/divisions', {
    data: { name: `Adult Evening ${tag}`, description: 'Adults only.', min_age: 18, gender_rule: 'open' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const division = (await created.json()) as AdminDivision;
  const season = await createSeason(api, {
    name: `Eligibility ${tag}`,
    start_date: firstDay,
    end_date: isoDay(Date.now() + 120 * DAY_MS),
    status: 'registration',
  });
  const rule = `${division.name} is for players aged 18 or over on the season's first day (${firstDay}).`;
  return { division: { id: division.id, name: division.name }, season, rule: escaped(rule) };
}

const openPeriod = (api: APIRequestContext, place: AdultsOnly) =>
  createPeriod(api, place.season.id, { division_id: place.division.id, status: 'OPEN', fee_cents: 6000, capacity: null });

test('a 16-year-old is refused by the waitlist, naming the rule, and joins once an admin grants an exception on the divisions page', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await signInAsRootAdmin(WAITLIST_URL);
  const place = await adultsOnly(admin.api);
  const person = newPerson('young');
  const visitor = await browser.newContext({ baseURL: WAITLIST_URL });
  const page = await visitor.newPage();

  const dialog = await openWaitlistWizard(page);
  await test.step('the waitlist refuses, with the rule under the date of birth', async () => {
    await fillPersonalInfo(dialog, { firstName: person.firstName, lastName: person.lastName, email: person.email, phone: '(416) 555-0166' });
    await dialog.getByLabel('Date of birth').fill(sixteenYearsAgo());
    await nextStep(dialog, 'RFC Experience');
    await fillExperience(dialog);
    await nextStep(dialog, 'Player Kit & Photo');
    await fillKit(dialog);
    await nextStep(dialog, 'Contact & Health');
    await fillContactHealth(dialog);
    // The waitlist joins the newest OPEN period, and other journeys on this league open some:
    // opened only now, so that it is the newest when the form is sent.
    await openPeriod(admin.api, place);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
    await expect(dialog.getByLabel('Date of birth')).toHaveAccessibleDescription(place.rule);
  });

  await test.step('the admin grants an exception with a reason on the divisions page', async () => {
    const adminContext = await newSignedInContext(browser, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin/divisions?q=${encodeURIComponent(place.division.name)}`);
    const card = adminPage.getByRole('article', { name: place.division.name });
    // The admin area's chunks load for the first time here: slow on a busy machine.
    await expect(card.getByText('Eligibility: Open (anyone), 18 and over')).toBeVisible({ timeout: 60_000 });
    await card.getByRole('button', { name: `Eligibility exceptions of ${place.division.name}` }).click();
    const exceptions = adminPage.getByRole('dialog', { name: `Eligibility exceptions: ${place.division.name}` });
    await exceptions.getByLabel('Season').selectOption({ label: place.season.name });
    await exceptions.getByLabel('E-mail address').fill(person.email);
    // No reason: refused in the form's words.
    await exceptions.getByRole('button', { name: 'Add exception' }).click();
    await expect(exceptions.getByText('A reason is required.')).toBeVisible();
    await exceptions.getByLabel('Reason').fill('Plays with a parent on the team; guardian signed the waiver.');
    await exceptions.getByRole('button', { name: 'Add exception' }).click();
    await expect(exceptions.getByRole('listitem').filter({ hasText: person.email.toLowerCase() })).toContainText('Plays with a parent on the team');
    await adminContext.close();
  });

  await test.step('the same person joins the waitlist', async () => {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'RFC Experience' })).toBeVisible();
    await nextStep(dialog, 'Player Kit & Photo');
    await nextStep(dialog, 'Contact & Health');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText(TOASTS.joined)).toBeVisible();
  });
  await visitor.close();
});

/** A division without rules of its own, with an OPEN period in the season. */
async function openDivisionIn(api: APIRequestContext, season: Named, name: string): Promise<Named> {
  const created = await api.post('/api/admin/divisions', { data: { name, description: 'Anyone from 14.', gender_rule: 'open' } });
  expect(created.status(), await created.text()).toBe(201);
  const division = (await created.json()) as AdminDivision;
  await createPeriod(api, season.id, { division_id: division.id, status: 'OPEN', fee_cents: 6000, capacity: null });
  return { id: division.id, name: division.name };
}

// Issue 20 item 7 (decision 061): the details step (date of birth, gender) comes before the
// division, which offers only what they allow; a refusal the page could not foresee (the rules
// changed meanwhile) lands on the division choice, on screen and focused.
test('on a phone, /register offers a 16-year-old only the divisions they may join, with the rule for the others, and puts a late refusal on the division choice', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await signInAsRootAdmin(NO_PAYMENTS_URL);
  const place = await adultsOnly(admin.api);
  await openPeriod(admin.api, place);
  const tag = uniqueTag();
  const evening = await openDivisionIn(admin.api, place.season, `Open Evening ${tag}`);
  const morning = await openDivisionIn(admin.api, place.season, `Open Morning ${tag}`);
  const person = newPerson('young');
  const visitor = await browser.newContext({ baseURL: NO_PAYMENTS_URL, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  // Dark: the accessibility journey checks the division step in both themes, but never with divisions not open to the person.
  await visitor.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const registration = await visitor.newPage();
  const choice = (division: Named) => registration.getByRole('radio', { name: `${place.season.name} · ${division.name}` });
  const choices = registration.getByRole('radiogroup', { name: 'Choose a season and division' });
  const notOpen = registration.getByRole('region', { name: 'Not open to you' });

  await test.step('the division step offers only what the date of birth allows, and says why not the others', async () => {
    await registration.goto('/register');
    await createAccountOnRegister(registration, person);
    await fillPlayerDetails(registration, person);
    await registration.getByLabel('Date of birth').fill(sixteenYearsAgo());
    await next(registration, 'Season and division');
    await expect(choice(evening)).toBeVisible();
    await expect(choice(morning)).toBeVisible();
    await expect(choice(place.division)).toHaveCount(0);
    await expect(notOpen.getByRole('listitem').filter({ hasText: place.division.name })).toContainText(place.rule);
    expect(await registration.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(registration);
  });

  await test.step('a rule changed meanwhile is refused on the division choice, naming the division, on screen and focused', async () => {
    await choice(evening).check();
    const changed = await admin.api.put(`/api/admin/divisions/${evening.id}`, { data: { name: evening.name, gender_rule: 'womens' } });
    expect(changed.status(), await changed.text()).toBe(200);
    await next(registration, 'Waiver');
    await registration.getByLabel('Type your full name to sign').fill(`${person.firstName} ${person.lastName}`);
    await next(registration, 'Discount code');
    await next(registration, 'Payment');
    await registration.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(stepTitle(registration, 'Season and division')).toBeVisible();
    const refusal = `${evening.name} is a women's division. Choose another division.`;
    await expect(choices).toHaveAccessibleDescription(escaped(refusal));
    // Above the form and under the choice's label: both on the phone's screen.
    for (const message of await registration.getByText(refusal).all()) await expect(message).toBeInViewport();
    await expect(choices.locator(':focus')).toHaveCount(1);
    // The page asked again: the division is now among those not open to the person.
    await expect(notOpen.getByRole('listitem').filter({ hasText: evening.name })).toContainText(`${evening.name} is a women's division.`);
    await expect(choice(evening)).toHaveCount(0);
    expect(await (await registration.request.get('/api/me/registrations')).json()).toEqual([]);
    await expectAccessible(registration);
  });

  await test.step('with an exception for the e-mail, the adults-only division is offered after a reload, and the same person registers', async () => {
    const granted = await admin.api.post(`/api/admin/divisions/${place.division.id}/eligibility-exceptions`, {
      data: { season_id: place.season.id, email: person.email, reason: 'Plays with a parent on the team; guardian signed the waiver.' },
    });
    expect(granted.status(), await granted.text()).toBe(201);
    await registration.reload();
    await expect(stepTitle(registration, 'Season and division')).toBeVisible();
    await choice(place.division).check();
    await next(registration, 'Waiver');
    await next(registration, 'Discount code');
    await next(registration, 'Payment');
    await registration.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(registration.getByRole('heading', { level: 2, name: 'Registration saved: payment due' })).toBeVisible();
  });

  await test.step('registering again, the stored date of birth and gender are shown, not asked (issue 19 item 12)', async () => {
    // From another page: the same address again would reload this history entry, on its step.
    await registration.goto('/rules');
    await registration.goto('/register');
    await expect(stepTitle(registration, 'Player details')).toBeVisible();
    for (const label of ['Date of birth', 'Gender']) {
      const stored = registration.getByLabel(label, { exact: true });
      await expect(stored).toHaveAttribute('readonly', '');
      await expect(stored).toHaveAccessibleDescription('On your player record: a league admin can correct it.');
    }
    await expect(registration.getByLabel('Gender', { exact: true })).toHaveValue('Male');
    await expect(registration.getByRole('radio', { name: 'Male', exact: true })).toHaveCount(0);
  });
  await visitor.close();
});
