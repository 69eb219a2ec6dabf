import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleImportPreview } from '../../../../shared/api/schedule-import';
import type { ScheduleImportInput } from '../../../../shared/schemas/schedule-import';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ImportScheduleDialog } from './import-schedule-dialog';

const SEASON = '00000000-0000-4000-8000-000000000001';
const DIVISION = '00000000-0000-4000-8000-000000000002';
const SUNDERLAND = '00000000-0000-4000-8000-000000000003';

/** The server's answer for a TeamSnap file whose dates read two ways and with one misspelt team. */
function previewOf(body: ScheduleImportInput): ScheduleImportPreview {
  const usesSunderland = (body.names ?? []).some((n) => n.use_id === SUNDERLAND);
  const problems = usesSunderland ? [] : ['Unknown team "Sunderland AFCC" in this division: did you mean "Sunderland AFC"?'];
  return {
    rows: [
      {
        line: 2,
        date: '06/04/2030',
        time: '6:30 PM',
        field: '',
        home_team: 'Sunderland AFCC',
        away_team: 'Rovers',
        home_score: null,
        away_score: null,
        round: 1,
        starts_at: null,
        status: 'scheduled',
        problems,
      },
    ],
    rows_with_problems: problems.length > 0 ? 1 : 0,
    played: 0,
    to_play: 1,
    missing_teams: usesSunderland ? [] : ['Sunderland AFCC'],
    missing_fields: [],
    create_missing: false,
    format: 'teamsnap',
    skipped: 0,
    dates: body.date_order
      ? { order: body.date_order, decided_by: 'choice', choice_needed: false, samples: [] }
      : {
          order: null,
          decided_by: null,
          choice_needed: true,
          samples: [
            { line: 2, text: '06/04/2030', day_first: '2030-04-06', month_first: '2030-06-04' },
            { line: 3, text: '04/05/2030', day_first: '2030-05-04', month_first: '2030-04-05' },
          ],
        },
    unknown_names: [
      { kind: 'team', name: 'Sunderland AFCC', did_you_mean: { id: SUNDERLAND, name: 'Sunderland AFC' }, choice: usesSunderland ? 'use' : null, rows: 1 },
    ],
  };
}

describe('the import dialog', () => {
  it('asks the date order once and "did you mean" per name, then imports with both answers', async () => {
    const api = fakeApi({
      'GET /api/admin/teams/options': () => ({ seasons: [{ id: SEASON, name: 'Spring 2030', status: 'active' }], divisions: [{ id: DIVISION, name: 'Open' }] }),
      'POST /api/admin/schedule/import/preview': (request) => previewOf(request.body as ScheduleImportInput),
      'POST /api/admin/schedule/import': () => reply(201, { created: 1, final: 0, scheduled: 1, teams_created: 0, fields_created: 0 }),
    });
    const { user } = renderWithProviders(<ImportScheduleDialog opened onClose={() => {}} />, { route: '/admin/schedule', api });
    const dialog = await screen.findByRole('dialog', { name: 'Import from a spreadsheet' });
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Spring 2030' })).toHaveLength(1));
    await user.selectOptions(within(dialog).getByLabelText(/^Season/), SEASON);
    await user.selectOptions(within(dialog).getByLabelText(/^Division/), DIVISION);
    // The division's games go out in the same shapes.
    expect(within(dialog).getByRole('link', { name: 'CSV for TeamSnap' }).getAttribute('href')).toBe(
      `/api/admin/schedule/import/export.csv?season_id=${SEASON}&division_id=${DIVISION}&format=teamsnap`,
    );
    const file = new File(['Date,Start time,…'], 'teamsnap.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText(/^CSV file/), file);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText(/Read as a TeamSnap schedule\./)).toBeTruthy();
    const importButton = within(dialog).getByRole('button', { name: 'Import 1 game' });
    expect(importButton).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('radio', { name: 'Day first (06/04/2030 is Apr 6, 2030; 04/05/2030 is May 4, 2030)' }));
    await waitFor(() => expect(api.sent('POST /api/admin/schedule/import/preview')).toHaveLength(2));
    await user.click(await within(dialog).findByRole('radio', { name: 'Did you mean "Sunderland AFC"? Use it' }));
    await waitFor(() => expect(within(dialog).getByText(/Every row is ready\./)).toBeTruthy());

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Import 1 game' })).toHaveProperty('disabled', false));
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 game' }));
    await waitFor(() => expect(api.sent('POST /api/admin/schedule/import')).toHaveLength(1));
    expect(api.sent('POST /api/admin/schedule/import')[0]?.body).toMatchObject({
      date_order: 'day_first',
      names: [{ kind: 'team', name: 'Sunderland AFCC', use_id: SUNDERLAND }],
    });
  });
});
