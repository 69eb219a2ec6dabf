import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSettings } from '../../../../shared/api/settings';
import { errorBody, fakeApi, reply } from '../../../test/fake-api';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminSettingsPage } from './admin-settings-page';

const STORED: AdminSettings = {
  waitlist_enabled: false,
  league_name: 'Test League',
  contact_email: '',
  time_zone: 'America/Toronto',
  players_per_side: 11,
  points_for_win: 3,
  points_for_draw: 1,
  points_for_loss: 0,
  forfeit_score: '3-0',
  rules_text: '',
  trade_deadline: '',
  auto_publish_standings: true,
  red_card_suspension_games: 1,
  yellow_cards_per_suspension: 5,
  yellow_card_suspension_games: 1,
  payment_instructions: '',
  rsvp_reminder_first_hours: 48,
  rsvp_reminder_second_hours: 3,
  roster_changes_need_approval: false,
};

const PUT = 'PUT /api/admin/settings';

function openSettings(answer: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/admin/settings': () => STORED, ...answer });
  return { ...renderWithProviders(<AdminSettingsPage />, { viewer: { role: 'admin' }, api }), api };
}

describe('the reminders to answer on /admin/settings (decision 074)', () => {
  it('shows the two lead times and saves them with the rest of the settings', async () => {
    const { user, api } = openSettings({ [PUT]: (request) => ({ ...STORED, ...(request.body as Partial<AdminSettings>) }) });
    const form = await screen.findByRole('form', { name: 'League settings' });
    const first = within(form).getByRole('textbox', { name: 'First reminder (hours before kick-off)' });
    const second = within(form).getByRole('textbox', { name: 'Second reminder (hours before kick-off)' });
    expect(first).toHaveProperty('value', '48');
    expect(second).toHaveProperty('value', '3');

    await fillIn(user, first, '24');
    await fillIn(user, second, '0');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.sent(PUT).map((r) => r.body)).toEqual([expect.objectContaining({ rsvp_reminder_first_hours: 24, rsvp_reminder_second_hours: 0 })]);
  });

  it("says what is wrong under the field, and shows the server's refusal there too", async () => {
    const message = 'Second reminder must be a whole number of hours from 0 to 168.';
    const { user, api } = openSettings({ [PUT]: () => reply(422, errorBody('VALIDATION', message, [{ path: 'rsvp_reminder_second_hours', message }])) });
    const form = await screen.findByRole('form', { name: 'League settings' });
    // An emptied box (a number past 168 is brought back to 168 as the box is left).
    await user.clear(within(form).getByRole('textbox', { name: 'First reminder (hours before kick-off)' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('First reminder must be a whole number of hours from 0 to 168.')).toBeTruthy();
    expect(api.sent(PUT)).toHaveLength(0);

    await fillIn(user, within(form).getByRole('textbox', { name: 'First reminder (hours before kick-off)' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(api.sent(PUT)).toHaveLength(1);
  });
});
