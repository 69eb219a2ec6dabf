import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPlayerDetail, AdminPlayerListItem } from '../../../../shared/api/players';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-filter';
import { fakeApi } from '../../../test/fake-api';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminPlayersPage } from './admin-players-page';

const MORGAN: AdminPlayerListItem = {
  id: '00000000-0000-4000-8000-000000000001',
  full_name: 'Morgan Owes',
  photo_url: null,
  email: 'morgan@example.com',
  phone_number: null,
  teams: [],
  registration_status: 'pending_payment',
  linked_user: true,
};

const MORGAN_DETAIL: AdminPlayerDetail = {
  id: MORGAN.id,
  first_name: 'Morgan',
  last_name: 'Owes',
  full_name: 'Morgan Owes',
  email: 'morgan@example.com',
  phone_number: null,
  date_of_birth: null,
  gender: null,
  photo_url: null,
  jersey_size: null,
  positions_played: [],
  preferred_position: null,
  skill_level: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  created_at: '2027-01-01T00:00:00.000Z',
  updated_at: '2027-01-01T00:00:00.000Z',
  user: { id: 'user-1', email: 'morgan@example.com', name: 'Morgan Owes' },
  rosters: [],
  registrations: [
    {
      id: '00000000-0000-4000-8000-000000000041',
      season_id: '00000000-0000-4000-8000-000000000011',
      season_name: 'Summer 2027',
      division_id: '00000000-0000-4000-8000-000000000021',
      division_name: 'Open',
      status: 'pending_payment',
      fee_cents: 5500,
      discount_cents: 0,
      amount_paid_cents: 0,
      payment_method: null,
      paid_at: null,
      created_at: '2027-04-01T12:00:00.000Z',
    },
  ],
  waiver_signatures: [],
};

describe('the admin players list', () => {
  it('keeps a player opened while the search typed just before is still on its way, and applies both', async () => {
    const api = fakeApi({
      'GET /api/admin/players': () => ({ items: [MORGAN], total: 1, page: 1, page_size: 25 }),
      'GET /api/admin/players/filter-options': () => ({ seasons: [], divisions: [], teams: [] }),
      'GET /api/admin/players/:playerId': () => MORGAN_DETAIL,
    });
    const { user } = renderWithProviders(<AdminPlayersPage />, {
      route: '/admin/players?registration_status=pending_payment',
      viewer: { role: 'admin' },
      api,
    });
    const open = await screen.findByRole('button', { name: 'Morgan Owes' });

    // The admin types a name and, the row being on screen already, opens it at once: the
    // search lands (its debounce) before the click's navigation has rendered, as on a busy
    // machine. Inside one act React renders neither until both are done.
    await fillIn(user, screen.getByRole('searchbox', { name: 'Search' }), 'Owes');
    await act(async () => {
      fireEvent.click(open);
      await new Promise((done) => setTimeout(done, SEARCH_DEBOUNCE_MS + 50));
    });

    const drawer = await screen.findByRole('dialog', { name: 'Morgan Owes' });
    expect(await within(drawer).findByRole('link', { name: 'View registration for Summer 2027, Open' })).toBeTruthy();
    // The search was applied too: the list was asked for it, with the status filter kept.
    const searched = api.sent('GET /api/admin/players').map((r) => new URL(r.url, 'http://localhost').searchParams);
    expect(searched.some((q) => q.get('q') === 'Owes' && q.get('registration_status') === 'pending_payment')).toBe(true);
  });
});
