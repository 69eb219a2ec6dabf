import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SchedulePreview, ScheduleSetup } from '../../../../shared/api/schedule-generator';
import { errorBody, type FakeHandlers, fakeApi, reply } from '../../../test/fake-api';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ScheduleGeneratorPage } from './schedule-generator-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SEASON = id(1);
const DIVISION = id(2);
const [LIONS, TIGERS] = [id(11), id(12)];
const [NORTH_1, NORTH_2] = [id(21), id(22)];

function setup(fields: Partial<ScheduleSetup> = {}): ScheduleSetup {
  return {
    season: { id: SEASON, name: 'Summer 2026', start_date: '2026-06-06', end_date: '2026-08-29' },
    division: { id: DIVISION, name: 'Open' },
    teams: [
      { id: LIONS, name: 'Lions' },
      { id: TIGERS, name: 'Tigers' },
    ],
    fields: [
      { id: NORTH_1, name: 'North Park - Field 1', venue_name: 'North Park' },
      { id: NORTH_2, name: 'North Park - Field 2', venue_name: 'North Park' },
    ],
    time_zone: 'America/Toronto',
    existing_games: { unplayed: 0, played: 0 },
    pattern: null,
    ...fields,
  };
}

/** The generator's answer for two teams meeting twice on field 1. */
const PREVIEW: SchedulePreview = {
  games: [
    {
      round: 1,
      home_team_id: LIONS,
      home_team_name: 'Lions',
      away_team_id: TIGERS,
      away_team_name: 'Tigers',
      field_id: NORTH_1,
      field_name: 'North Park - Field 1',
      starts_at: '2026-06-06T13:00:00.000Z',
      date: '2026-06-06',
      time: '09:00',
    },
    {
      round: 2,
      home_team_id: TIGERS,
      home_team_name: 'Tigers',
      away_team_id: LIONS,
      away_team_name: 'Lions',
      field_id: NORTH_1,
      field_name: 'North Park - Field 1',
      starts_at: '2026-06-13T13:00:00.000Z',
      date: '2026-06-13',
      time: '09:00',
    },
  ],
  report: {
    games_expected: 2,
    games_placed: 2,
    first_date: '2026-06-06',
    last_date: '2026-06-13',
    teams: [],
    by_time: [{ time: '09:00', games: 2 }],
    by_field: [{ field_id: NORTH_1, field_name: 'North Park - Field 1', games: 2 }],
    breaks: 0,
    fewest_breaks: 0,
    home_away_spread: 0,
    early_late_spread: 0,
    unplaced: [],
  },
  division_games: { played_game_ids: [], latest_played_date: null, replaced: 0 },
};

const SETUP_ROUTE = 'GET /api/admin/seasons/:seasonId/divisions/:divisionId/schedule';
const PREVIEW_ROUTE = 'POST /api/admin/seasons/:seasonId/divisions/:divisionId/schedule/preview';
const SAVE_ROUTE = 'POST /api/admin/seasons/:seasonId/divisions/:divisionId/schedule';

function openGenerator(handlers: FakeHandlers = {}, divisionSetup = setup()) {
  const api = fakeApi({ [SETUP_ROUTE]: () => divisionSetup, [PREVIEW_ROUTE]: () => PREVIEW, ...handlers });
  const view = renderWithProviders(<ScheduleGeneratorPage seasonId={SEASON} divisionId={DIVISION} />, { viewer: { role: 'admin' }, api });
  return { ...view, api };
}

const settings = () => screen.getByRole('form', { name: 'Schedule settings' });

describe('the schedule generator', () => {
  it('starts from a weekly league, sends those settings for a preview, and saves the games previewed', async () => {
    const { user, api } = openGenerator({ [SAVE_ROUTE]: () => reply(201, { created: 2, replaced: 0 }) });
    expect(await screen.findByRole('heading', { name: 'Schedule: Open' })).toBeTruthy();
    const form = settings();
    expect(within(form).getByRole('radio', { name: 'Double round robin' })).toHaveProperty('checked', true);
    expect(within(form).getByLabelText(/First date/)).toHaveProperty('value', '2026-06-06');
    expect(within(form).getByText('The season runs to 2026-08-29.')).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: 'Saturday' })).toHaveProperty('checked', true);
    expect(within(form).getByLabelText('Time slot 1')).toHaveProperty('value', '09:00');
    expect(within(form).getByLabelText('Time slot 2')).toHaveProperty('value', '10:45');
    expect(within(form).getByRole('checkbox', { name: 'North Park - Field 1' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'North Park - Field 2' })).toHaveProperty('checked', false);
    // No games yet: nothing to replace.
    expect(within(form).queryByRole('checkbox', { name: 'Replace its unplayed games' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Preview schedule' }));

    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(api.sent(PREVIEW_ROUTE).map((r) => r.body)).toEqual([
      {
        format: 'double',
        games_per_team: null,
        first_date: '2026-06-06',
        game_days: ['saturday'],
        time_slots: ['09:00', '10:45'],
        field_ids: [NORTH_1],
        blackout_dates: [],
        min_rest_days: 6,
        replace_unplayed: false,
      },
    ]);
    expect(screen.getByText('2 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Round 1 · / })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('Schedule saved')).toBeTruthy();
    expect(screen.getByText(/2 games are on the schedule\./)).toBeTruthy();
    expect(api.sent(SAVE_ROUTE).map((r) => r.body)).toEqual([
      {
        games: PREVIEW.games.map(({ round, home_team_id, away_team_id, field_id, starts_at }) => ({ round, home_team_id, away_team_id, field_id, starts_at })),
        replace_unplayed: false,
        played_game_ids: [],
      },
    ]);
  });

  it('says what is wrong with the settings under each one, and asks the server nothing', async () => {
    const { user, api } = openGenerator();
    await screen.findByRole('heading', { name: 'Schedule: Open' });
    const form = settings();

    await user.click(within(form).getByRole('radio', { name: 'Games per team' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(within(form).getByLabelText('Time slot 2'), { target: { value: '09:30' } });
    await fillIn(user, within(form).getByRole('textbox', { name: /Minimum rest/ }), 'a week');
    await user.click(within(form).getByRole('button', { name: 'Preview schedule' }));

    expect(await within(form).findByText('Games per team must be a whole number from 1 to 60.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one game day.')).toBeTruthy();
    expect(within(form).getByText('Time slots must be at least 90 minutes apart: a game holds its field that long.')).toBeTruthy();
    expect(within(form).getByText('Minimum rest must be a whole number of days from 0 to 14.')).toBeTruthy();
    expect(api.sent(PREVIEW_ROUTE)).toHaveLength(0);
  });

  it("shows the server's refusal under its field, and a changed setting takes the old preview away", async () => {
    const lastDay = "The first date must be on or before the season's last day (2026-08-29).";
    let answers = 0;
    const { user } = openGenerator({
      [PREVIEW_ROUTE]: () => (++answers === 1 ? reply(422, errorBody('VALIDATION', 'Invalid input.', [{ path: 'first_date', message: lastDay }])) : PREVIEW),
    });
    await screen.findByRole('heading', { name: 'Schedule: Open' });
    const form = settings();
    const firstDate = within(form).getByLabelText(/First date/);
    fireEvent.change(firstDate, { target: { value: '2026-09-05' } });
    await user.click(within(form).getByRole('button', { name: 'Preview schedule' }));
    expect(await within(form).findByText(lastDay)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull();

    fireEvent.change(firstDate, { target: { value: '2026-06-06' } });
    await user.click(within(form).getByRole('button', { name: 'Preview schedule' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeTruthy();

    // The preview is of the old settings: it goes, so it cannot be saved by mistake.
    await user.click(within(form).getByRole('checkbox', { name: 'Sunday' }));
    expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
  });

  it('offers to replace the unplayed games of a division that has some, and keeps the settings through a reload', async () => {
    const withGames = setup({ existing_games: { unplayed: 3, played: 1 } });
    const first = openGenerator({}, withGames);
    await screen.findByRole('heading', { name: 'Schedule: Open' });
    const replace = within(settings()).getByRole('checkbox', { name: 'Replace its unplayed games' });
    expect(screen.getByText('This division already has 4 games this season (1 played). Played games stay.')).toBeTruthy();
    await first.user.click(replace);
    await first.user.click(within(settings()).getByRole('checkbox', { name: 'North Park - Field 2' }));
    first.unmount();

    const again = openGenerator({}, withGames);
    await screen.findByRole('heading', { name: 'Schedule: Open' });
    expect(within(settings()).getByRole('checkbox', { name: 'Replace its unplayed games' })).toHaveProperty('checked', true);
    await again.user.click(within(settings()).getByRole('button', { name: 'Preview schedule' }));
    await screen.findByRole('heading', { name: 'Preview' });
    expect(again.api.sent(PREVIEW_ROUTE).map((r) => r.body)).toMatchObject([{ field_ids: [NORTH_1, NORTH_2], replace_unplayed: true }]);
  });
});
