import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WAITLIST_DUPLICATE_MESSAGE } from '../../../../shared/waitlist';
import { errorBody, fakeApi, reply } from '../../../test/fake-api';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WaitlistDialogProvider } from './waitlist-dialog-provider';
import { WaitlistPage } from './waitlist-page';

const PREVIOUS_TEAM = { id: '00000000-0000-4000-8000-000000000001', name: 'Lions', season_name: 'Spring 2026' };

/** /waitlist as the app shows it: the page, and the one dialog its button opens. */
async function openWizard(api = fakeApi()) {
  const view = renderWithProviders(
    <WaitlistDialogProvider>
      <WaitlistPage leagueName="Test League" state="open" />
    </WaitlistDialogProvider>,
    { route: '/waitlist', api },
  );
  await view.user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
  const dialog = await screen.findByRole('dialog', { name: 'Join the Waitlist' });
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const stepHeading = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 3 }).textContent;

async function fillPersonalInfo(user: UserEvent, dialog: HTMLElement) {
  await fillIn(user, field(dialog, 'First name'), 'Ana');
  await fillIn(user, field(dialog, 'Last name'), 'Diaz');
  await fillIn(user, field(dialog, 'Email'), 'ana@example.com');
  await fillIn(user, field(dialog, 'Phone number'), '416 555 0100');
  await fillIn(user, field(dialog, 'Date of birth'), '25/04/1990');
  await user.click(within(dialog).getByRole('radio', { name: 'Female' }));
}

const next = (user: UserEvent, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Next' }));

/** Steps 2 to 4 the shortest way: a new player, no photo, no physical conditions, the waiver accepted. */
async function fillTheRestAsNewPlayer(user: UserEvent, dialog: HTMLElement) {
  await user.click(await within(dialog).findByRole('radio', { name: 'New player' }));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Skill level' }), '3');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Goalkeeper' }));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Preferred position' }), 'Goalkeeper');
  await next(user, dialog);
  await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Jersey size' }), 'L');
  await next(user, dialog);
  await fillIn(user, await within(dialog).findByRole('textbox', { name: 'Emergency contact name' }), 'Luis Diaz');
  await fillIn(user, field(dialog, 'Emergency contact phone'), '416 555 0199');
  await user.click(within(dialog).getByRole('radio', { name: 'No' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the League Waiver & Release' }));
}

describe('the waitlist wizard', () => {
  it('keeps the visitor on Personal Info with the spec messages until the step is filled in', async () => {
    const { user, dialog } = await openWizard();
    expect(within(dialog).getByText('Step 1 of 4')).toBeTruthy();
    expect(stepHeading(dialog)).toBe('Personal Info');
    // The first step has nothing before it, and Next (not Join) moves on.
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Join Waitlist' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Please enter a valid email address.',
      'Phone number must be at least 10 digits.',
      'Date of birth is required.',
      'Gender is required.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(stepHeading(dialog)).toBe('Personal Info');
  });

  it('keeps what was typed when going back a step, and sends every step in one entry at the end', async () => {
    const api = fakeApi({
      'GET /api/teams/options': () => [PREVIOUS_TEAM],
      'POST /api/waitlist': () => reply(201, { id: '00000000-0000-4000-8000-000000000099' }),
    });
    const { user, dialog } = await openWizard(api);

    await fillPersonalInfo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Step 2 of 4')).toBeTruthy();
    expect(stepHeading(dialog)).toBe('RFC Experience');

    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(await within(dialog).findByText('Step 1 of 4')).toBeTruthy();
    expect(field(dialog, 'First name')).toHaveProperty('value', 'Ana');
    expect(field(dialog, 'Date of birth')).toHaveProperty('value', '25/04/1990');
    expect(within(dialog).getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // A returning player names the previous team (listed by the server) and a preference.
    await user.click(await within(dialog).findByRole('radio', { name: 'Returning player' }));
    const previousTeam = within(dialog).getByRole('combobox', { name: 'Previous team' });
    await within(previousTeam).findByRole('option', { name: 'Lions · Spring 2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Please select your previous team.')).toBeTruthy();
    expect(within(dialog).getByText('Please select your team preference.')).toBeTruthy();
    expect(within(dialog).getByText('Skill level must be between 1 and 10.')).toBeTruthy();
    expect(within(dialog).getByText('Please select at least one position you play.')).toBeTruthy();

    await user.selectOptions(previousTeam, 'Lions · Spring 2026');
    await user.click(within(dialog).getByRole('radio', { name: 'Stay on my same team' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Skill level' }), '7');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Midfield' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Preferred position' }), 'Midfield');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByText('Step 3 of 4')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Jersey size' }), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByText('Step 4 of 4')).toBeTruthy();
    expect(stepHeading(dialog)).toBe('Contact & Health');
    await fillIn(user, field(dialog, 'Emergency contact name'), 'Luis Diaz');
    await fillIn(user, field(dialog, 'Emergency contact phone'), '416 555 0199');
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    expect(await within(dialog).findByText('You must accept the waiver.')).toBeTruthy();
    expect(api.sent('POST /api/waitlist')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the League Waiver & Release' }));
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByText("You've been added to our waitlist! We'll notify you when a roster spot opens up.")).toBeTruthy();
    expect(api.sent('POST /api/waitlist').map((r) => r.body)).toEqual([
      {
        first_name: 'Ana',
        last_name: 'Diaz',
        email: 'ana@example.com',
        phone_number: '416 555 0100',
        // Typed day first, sent as the spec's yyyy-MM-dd.
        date_of_birth: '1990-04-25',
        gender: 'Female',
        is_new_player: false,
        previous_team_id: PREVIOUS_TEAM.id,
        team_preference: 'stay_same_team',
        skill_level: 7,
        positions_played: ['Midfield'],
        preferred_position: 'Midfield',
        jersey_size: 'M',
        photo_url: null,
        emergency_contact_name: 'Luis Diaz',
        emergency_contact_phone: '416 555 0199',
        has_physical_conditions: false,
        physical_conditions_details: '',
        mailing_list_opt_in: false,
        notes: '',
        waiver_accepted: true,
      },
    ]);
    // The dialog closes and the page says which address is on the list.
    expect(await screen.findByText(/ana@example.com is on the waitlist/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Join the Waitlist' })).toBeNull());
  });

  it('takes the visitor back to the e-mail the server refused, with every step kept for the second try', async () => {
    let answers = 0;
    const api = fakeApi({
      'POST /api/waitlist': () => (++answers === 1 ? reply(409, errorBody('CONFLICT', WAITLIST_DUPLICATE_MESSAGE)) : reply(201, { id: 'entry' })),
    });
    const { user, dialog } = await openWizard(api);
    await fillPersonalInfo(user, dialog);
    await next(user, dialog);
    await fillTheRestAsNewPlayer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));

    // Back on Personal Info: the message above the step and under the field; nothing typed is lost.
    expect(await within(dialog).findByText('Step 1 of 4')).toBeTruthy();
    expect(within(dialog).getAllByText(WAITLIST_DUPLICATE_MESSAGE)).toHaveLength(2);
    expect(field(dialog, 'Email')).toHaveProperty('value', 'ana@example.com');
    await fillIn(user, field(dialog, 'Email'), 'ana.diaz@example.com');
    await next(user, dialog);
    expect(await within(dialog).findByRole('radio', { name: 'New player' })).toHaveProperty('checked', true);
    await next(user, dialog);
    await within(dialog).findByText('Step 3 of 4');
    await next(user, dialog);
    expect(await within(dialog).findByRole('checkbox', { name: 'I accept the League Waiver & Release' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByText(/ana.diaz@example.com is on the waitlist/)).toBeTruthy();
    const sent = api.sent('POST /api/waitlist').map((r) => r.body);
    expect(sent).toMatchObject([
      { email: 'ana@example.com', is_new_player: true, previous_team_id: null, jersey_size: 'L' },
      { email: 'ana.diaz@example.com', is_new_player: true, previous_team_id: null, jersey_size: 'L' },
    ]);
  });
});
