import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreateRegistrationResult, RegistrationOptions, RegistrationPeriodOption } from '../../../../shared/api/registrations';
import { errorBody, fakeApi, reply, type FakeApi } from '../../../test/fake-api';
import { fillIn } from '../../../test/fill-in';
import { formatMoney } from '../../../lib/format';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RegistrationPage } from './registration-page';

const OPEN_DIVISION: RegistrationPeriodOption = {
  period_id: '00000000-0000-4000-8000-000000000011',
  season_id: '00000000-0000-4000-8000-000000000001',
  season_name: 'Summer 2027',
  division_id: '00000000-0000-4000-8000-000000000021',
  division_name: 'Open',
  division_description: 'Seven a side on Tuesdays.',
  status: 'OPEN',
  fee_cents: 8500,
  capacity: 20,
  remaining: 5,
  closes_at: null,
  already_registered: false,
  min_age: null,
  gender_rule: 'open',
  season_start_date: '2027-05-01',
  eligibility_exception: false,
};

/** A division the details step's answers rule out for Ana: it is listed, not offered. */
const MENS_DIVISION: RegistrationPeriodOption = {
  ...OPEN_DIVISION,
  period_id: '00000000-0000-4000-8000-000000000012',
  division_id: '00000000-0000-4000-8000-000000000022',
  division_name: "Men's",
  division_description: '',
  fee_cents: 7000,
  remaining: 2,
  gender_rule: 'mens',
};

const WAIVER = {
  id: '00000000-0000-4000-8000-000000000031',
  version: 3,
  title: 'League Waiver & Release',
  body: 'I take part at my own risk.\n\nI am at least 14 years old.',
  activated_at: '2027-01-01T00:00:00.000Z',
};

/** What /register asks the server first: a new account (no player record), one league without card payment. */
function options(overrides: Partial<RegistrationOptions> = {}): RegistrationOptions {
  return {
    waitlist_mode: false,
    invitation: null,
    invitation_problem: null,
    can_register: true,
    periods: [OPEN_DIVISION, MENS_DIVISION],
    waiver: WAIVER,
    waiver_signed_at: null,
    payment_provider: null,
    player: null,
    ...overrides,
  };
}

function paymentDue(totalCents: number, code: string | null): CreateRegistrationResult {
  return {
    next: 'payment_due',
    registration: {
      id: '00000000-0000-4000-8000-000000000041',
      status: 'pending_payment',
      season_id: OPEN_DIVISION.season_id,
      season_name: OPEN_DIVISION.season_name,
      division_id: OPEN_DIVISION.division_id,
      division_name: OPEN_DIVISION.division_name,
      fee_cents: OPEN_DIVISION.fee_cents,
      discount_cents: OPEN_DIVISION.fee_cents - totalCents,
      total_cents: totalCents,
      amount_paid_cents: 0,
      discount_code: code,
      payment_method: null,
      paid_at: null,
      created_at: '2027-04-01T12:00:00.000Z',
      can_pay_by_card: false,
      payment_instructions: 'Pay at the field before your first game.',
    },
  };
}

/** /register for a signed-in account with no name of its own, so nothing is filled in for it. */
async function openRegistration(api: FakeApi) {
  const view = renderWithProviders(<RegistrationPage invitation={null} />, {
    route: '/register',
    viewer: { role: '', user: { name: '', email: 'ana@example.com' } },
    api,
  });
  // The wizard is a lazy chunk: it arrives after the options.
  await screen.findByText('Step 2 of 6');
  return view;
}

/** The step's title (the page's own heading is level 1). */
const stepTitle = () => screen.getByRole('heading', { level: 2 });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
const previous = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Previous' }));

async function expectStep(caption: string, title: string) {
  expect(await screen.findByText(caption)).toBeTruthy();
  expect(stepTitle().textContent).toBe(title);
}

/** The details step as Ana fills it in: a woman born in 1990, no physical conditions. */
async function fillDetails(user: UserEvent) {
  await fillIn(user, textbox('First name'), 'Ana');
  await fillIn(user, textbox('Last name'), 'Diaz');
  await fillIn(user, textbox('Phone number'), '416 555 0100');
  await fillIn(user, textbox('Date of birth'), '25/04/1990');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Skill level' }), '6');
  await user.click(screen.getByRole('checkbox', { name: 'Defense' }));
  await user.click(screen.getByRole('checkbox', { name: 'Midfield' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred position' }), 'Midfield');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Jersey size' }), 'M');
  await fillIn(user, textbox('Emergency contact name'), 'Luis Diaz');
  await fillIn(user, textbox('Emergency contact phone'), '416 555 0199');
  await user.click(screen.getByRole('radio', { name: 'No' }));
}

describe('the registration wizard (/register)', () => {
  it('starts a visitor on the Account step, first of six, with the account form and a way to sign in instead', async () => {
    const api = fakeApi({ 'GET /api/registration/options': () => options() });
    renderWithProviders(<RegistrationPage invitation={null} />, { route: '/register', api });
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy();
    expect(stepTitle().textContent).toBe('Account');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    // The later steps wait for the account.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText('Player details')).toBeNull();
  });

  it('keeps the player on Player details with the waitlist form’s messages until the step is filled in', async () => {
    const api = fakeApi({ 'GET /api/registration/options': () => options() });
    const { user } = await openRegistration(api);
    await expectStep('Step 2 of 6', 'Player details');

    await next(user);
    // product.md: the same fields and messages as the waitlist form (the spec's section 5).
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Phone number must be at least 10 digits.',
      'Date of birth is required.',
      'Gender is required.',
      'Skill level must be between 1 and 10.',
      'Please select at least one position you play.',
      'Please select your preferred position.',
      'Jersey size is required.',
      'Emergency contact name is required.',
      'Emergency contact phone must be at least 10 digits.',
      'Please specify if you have any physical conditions.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(stepTitle().textContent).toBe('Player details');
    expect(api.sent('POST /api/registrations')).toHaveLength(0);
  });

  it('refuses a phone number with letters and a yes without the conditions, then moves on once they are right', async () => {
    const api = fakeApi({ 'GET /api/registration/options': () => options() });
    const { user } = await openRegistration(api);
    await fillDetails(user);
    await fillIn(user, textbox('Phone number'), '416 555 01ab');
    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    await fillIn(user, textbox('Phone number'), '416 555 0100');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await next(user);
    expect(await screen.findByText('Please specify the physical conditions that might impact your participation.')).toBeTruthy();
    expect(stepTitle().textContent).toBe('Player details');

    await fillIn(user, screen.getByRole('textbox', { name: 'Physical conditions details' }), 'Asthma');
    await next(user);
    await expectStep('Step 3 of 6', 'Season and division');
  });

  it('goes through the six steps, keeps what was typed going back, and sends it all in one registration', async () => {
    const api = fakeApi({
      'GET /api/registration/options': () => options(),
      'POST /api/registration/quote': (request) => {
        const { discount_code: code } = request.body as { discount_code: string };
        if (code.toUpperCase() !== 'SUMMER10') {
          return reply(
            422,
            errorBody('VALIDATION', 'This discount code is not valid.', [{ path: 'discount_code', message: 'This discount code is not valid.' }]),
          );
        }
        return { fee_cents: 8500, discount_cents: 850, total_cents: 7650, discount_code: 'SUMMER10' };
      },
      'POST /api/registrations': () => reply(201, paymentDue(7650, 'SUMMER10')),
    });
    const { user } = await openRegistration(api);

    await fillDetails(user);
    await next(user);
    await expectStep('Step 3 of 6', 'Season and division');
    // Only the divisions her answers allow are choices; the others are listed with the rule.
    expect(screen.getByText(`${formatMoney(8500)} · 5 places left`)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: "Summer 2027 · Men's" })).toBeNull();
    const notOpen = screen.getByRole('region', { name: 'Not open to you' });
    expect(within(notOpen).getByText("Summer 2027 · Men's")).toBeTruthy();
    expect(within(notOpen).getByText("Men's is a men's division.")).toBeTruthy();

    // Back to the details: everything typed is still there.
    await previous(user);
    await expectStep('Step 2 of 6', 'Player details');
    expect(textbox('First name')).toHaveProperty('value', 'Ana');
    expect(textbox('Phone number')).toHaveProperty('value', '416 555 0100');
    expect(textbox('Date of birth')).toHaveProperty('value', '25/04/1990');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Skill level' })).toHaveProperty('value', '6');
    expect(screen.getByRole('checkbox', { name: 'Defense' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Jersey size' })).toHaveProperty('value', 'M');
    expect(textbox('Emergency contact name')).toHaveProperty('value', 'Luis Diaz');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    await next(user);

    // No choice yet: Next stays here and says what is missing.
    await expectStep('Step 3 of 6', 'Season and division');
    await next(user);
    expect(await screen.findByText('Choose a season and division.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Summer 2027 · Open' }));
    await next(user);

    await expectStep('Step 4 of 6', 'Waiver');
    expect(within(screen.getByRole('region', { name: 'League Waiver & Release, version 3' })).getByText('I am at least 14 years old.')).toBeTruthy();
    const signature = textbox('Type your full name to sign');
    await next(user);
    expect(await screen.findByText('Type your full name to sign the waiver.')).toBeTruthy();
    await fillIn(user, signature, 'Ana Someone');
    await next(user);
    expect(await screen.findByText('Type your full name exactly as entered in your player details.')).toBeTruthy();
    // Case and spaces do not matter; the step says so as soon as the name matches.
    await fillIn(user, signature, 'ana   DIAZ');
    expect(await screen.findByText('Signed as Ana Diaz.')).toBeTruthy();
    await next(user);

    await expectStep('Step 5 of 6', 'Discount code');
    const code = textbox('Discount code');
    await fillIn(user, code, 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code is not valid.')).toBeTruthy();
    expect(code).toHaveProperty('value', 'nope');
    await fillIn(user, code, 'summer10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(`Code SUMMER10 applied: ${formatMoney(850)} off.`)).toBeTruthy();
    expect(api.sent('POST /api/registration/quote').map((r) => r.body)).toEqual([
      { period_id: OPEN_DIVISION.period_id, discount_code: 'nope' },
      { period_id: OPEN_DIVISION.period_id, discount_code: 'summer10' },
    ]);
    await next(user);

    await expectStep('Step 6 of 6', 'Payment');
    expect(screen.getByText('Summer 2027 · Open')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Price' })).getByText(formatMoney(7650))).toBeTruthy();
    expect(
      screen.getByText(
        `Your registration is saved with ${formatMoney(7650)} to pay. Card payment is not available. Pay the league directly; an admin will mark your registration paid.`,
      ),
    ).toBeTruthy();

    // Back two steps and forward again: the code and the signature are kept.
    await previous(user);
    await expectStep('Step 5 of 6', 'Discount code');
    expect(textbox('Discount code')).toHaveProperty('value', 'summer10');
    await previous(user);
    await expectStep('Step 4 of 6', 'Waiver');
    expect(textbox('Type your full name to sign')).toHaveProperty('value', 'ana   DIAZ');
    await next(user);
    await expectStep('Step 5 of 6', 'Discount code');
    await next(user);
    await expectStep('Step 6 of 6', 'Payment');
    expect(api.sent('POST /api/registrations')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Registration saved: payment due' })).toBeTruthy();
    expect(screen.getByText('Pay at the field before your first game.')).toBeTruthy();
    expect(api.sent('POST /api/registrations').map((r) => r.body)).toEqual([
      {
        period_id: OPEN_DIVISION.period_id,
        invitation: null,
        player: {
          first_name: 'Ana',
          last_name: 'Diaz',
          phone_number: '416 555 0100',
          // Typed day first, sent as the spec's yyyy-MM-dd.
          date_of_birth: '1990-04-25',
          gender: 'Female',
          skill_level: 6,
          positions_played: ['Defense', 'Midfield'],
          preferred_position: 'Midfield',
          jersey_size: 'M',
          photo_url: null,
          emergency_contact_name: 'Luis Diaz',
          emergency_contact_phone: '416 555 0199',
          has_physical_conditions: false,
          physical_conditions_details: null,
        },
        // The active version the page showed, and the signature as typed.
        waiver_id: WAIVER.id,
        waiver_signed_name: 'ana   DIAZ',
        discount_code: 'summer10',
      },
    ]);
  });

  it('takes the player back to the field the server refused, with every step kept for the second try', async () => {
    let answers = 0;
    // A field the form let through, refused by the server (which has the last word).
    const refusal = errorBody('VALIDATION', 'Please enter a valid phone number.', [
      { path: 'player.emergency_contact_phone', message: 'Please enter a valid phone number.' },
    ]);
    const api = fakeApi({
      'GET /api/registration/options': () => options({ waiver_signed_at: '2027-02-01T12:00:00.000Z' }),
      'POST /api/registrations': () => (++answers === 1 ? reply(422, refusal) : reply(201, paymentDue(8500, null))),
    });
    const { user } = await openRegistration(api);
    await fillDetails(user);
    await next(user);
    await user.click(await screen.findByRole('radio', { name: 'Summer 2027 · Open' }));
    await next(user);
    // Signed before: nothing to type, the signature is the details' name.
    await expectStep('Step 4 of 6', 'Waiver');
    expect(screen.queryByRole('textbox', { name: 'Type your full name to sign' })).toBeNull();
    await next(user);
    await expectStep('Step 5 of 6', 'Discount code');
    await next(user);
    await expectStep('Step 6 of 6', 'Payment');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    // Back on the details, the message under the field and above the step; nothing lost.
    await expectStep('Step 2 of 6', 'Player details');
    const phone = textbox('Emergency contact phone');
    expect(await screen.findAllByText('Please enter a valid phone number.')).toHaveLength(2);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(textbox('First name')).toHaveProperty('value', 'Ana');
    await fillIn(user, phone, '416-555-0199');
    await next(user);
    expect(await screen.findByRole('radio', { name: 'Summer 2027 · Open' })).toHaveProperty('checked', true);
    await next(user);
    await expectStep('Step 4 of 6', 'Waiver');
    await next(user);
    await expectStep('Step 5 of 6', 'Discount code');
    await next(user);
    await expectStep('Step 6 of 6', 'Payment');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Registration saved: payment due' })).toBeTruthy();
    const sent = api.sent('POST /api/registrations').map((r) => r.body);
    expect(sent).toMatchObject([
      { player: { emergency_contact_phone: '416 555 0199' }, waiver_signed_name: 'Ana Diaz', discount_code: null },
      { player: { emergency_contact_phone: '416-555-0199' }, waiver_signed_name: 'Ana Diaz', discount_code: null },
    ]);
  });
});
