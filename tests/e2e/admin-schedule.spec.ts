import type { APIRequestContext } from '@playwright/test';
import type { AdminScheduleGame, AdminVenue } from '../../src/shared/api/admin-schedule';
import type { PublicSettings } from '../../src/shared/api/settings';
import type { CreateGameInput } from '../../src/shared/schemas/admin-schedule';
import { zonedInstant } from '../../src/shared/zoned-time';
import { createDivision, createSeason, createTeam, type Named } from './factories';
import { expect, test, uniqueTag } from './fixtures';

test.use({ signedInAs: 'admin' });

/**
 * A date of this run's own, far ahead: a rainout postpones every game of its date, and other
 * journeys share the server.
 */
function ownDate(): { year: number; month: number; day: number; text: string } {
  const year = 2040 + Math.floor(Math.random() * 20);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { year, month, day, text: `${year}-${pad(month)}-${pad(day)}` };
}

async function post<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

test('an admin filters the schedule, is refused a move that double-books a team, moves the game to a free slot, assigns a referee and rains out the date', async ({
  page,
  account,
  newAccount,
}) => {
  test.setTimeout(150_000);
  const api = account.api;
  const settings = (await (await api.get('/api/settings/public')).json()) as PublicSettings;
  const date = ownDate();
  const at = (hour: number, minute = 0) => zonedInstant({ year: date.year, month: date.month, day: date.day, hour, minute }, settings.time_zone).toISOString();
  const season = await createSeason(api);
  const division = await createDivision(api);
  const [harbour, northside, eastside] = await Promise.all(
    ['Harbour', 'Northside', 'Eastside'].map(
      (name): Promise<Named> => createTeam(api, { season_id: season.id, division_id: division.id, name: `${name} ${uniqueTag()}` }),
    ),
  );
  if (!harbour || !northside || !eastside) throw new Error('teams were not made');
  const venue = await post<AdminVenue>(api, '/api/admin/venues', { name: `Park ${uniqueTag()}`, address: '1 Journey Road' });
  const withField = await post<AdminVenue>(api, `/api/admin/venues/${venue.id}/fields`, { name: 'Field 1' });
  const fieldId = withField.fields[0]?.id ?? null;
  const game = (input: Omit<CreateGameInput, 'field_id'>) => post<AdminScheduleGame>(api, '/api/admin/games', { ...input, field_id: fieldId });
  await game({ home_team_id: harbour.id, away_team_id: northside.id, starts_at: at(10) });
  await game({ home_team_id: eastside.id, away_team_id: harbour.id, starts_at: at(14) });
  const referee = await newAccount({ role: 'referee', firstName: 'Rita' });

  // Filter: the journey's season, then one of its teams.
  await page.goto('/admin/schedule');
  // The first visit loads the page's chunk: slow on a busy two-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Season').selectOption({ label: season.name });
  await page.getByLabel('Team').selectOption({ label: northside.name });
  const rows = page.getByTestId('schedule-game');
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1 game', { exact: true })).toBeVisible();
  await page.getByLabel('Team').selectOption({ label: 'All teams' });
  await expect(rows).toHaveCount(2);

  // A move into a slot where Harbour already plays is refused, the clash named, nothing saved.
  const title = `${harbour.name} v ${northside.name}`;
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit or move' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit or move ${title}` });
  const kickOff = dialog.getByLabel('Kick-off');
  await expect(kickOff).toHaveValue(`${date.text}T10:00`);
  await kickOff.fill(`${date.text}T14:30`);
  await dialog.getByRole('button', { name: 'Save game' }).click();
  await expect(dialog.getByText(new RegExp(`^${harbour.name} already plays at 2:00 PM on .+ \\(Field 1, ${venue.name}\\)\\.$`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  const row = rows.filter({ hasText: title });
  await expect(row).toContainText('10:00');

  // A free slot is saved.
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit or move' }).click();
  await dialog.getByLabel('Kick-off').fill(`${date.text}T18:00`);
  await dialog.getByRole('button', { name: 'Save game' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('6:00');

  // A referee.
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Assign referee' }).click();
  const refereeDialog = page.getByRole('dialog', { name: `Referee for ${title}` });
  await refereeDialog.getByLabel('Referee').selectOption({ label: referee.name });
  await refereeDialog.getByRole('button', { name: 'Save referee' }).click();
  await expect(refereeDialog).toBeHidden();
  await expect(row).toContainText(referee.name);

  // Rain out the date: preview, then both games postponed in one step.
  await page.getByRole('button', { name: 'Rain out' }).click();
  const rainout = page.getByRole('dialog', { name: 'Rain out' });
  await rainout.getByLabel('Date').fill(date.text);
  await rainout.getByRole('button', { name: 'Preview' }).click();
  await expect(rainout.getByText('2 games will be postponed')).toBeVisible();
  await expect(rainout.getByRole('list', { name: 'Games to postpone' }).getByRole('listitem')).toHaveCount(2);
  await rainout.getByRole('button', { name: 'Postpone 2 games' }).click();
  await expect(rainout.getByText(/^2 games postponed;/)).toBeVisible();
  await rainout.getByRole('button', { name: 'Leave postponed' }).click();
  await expect(rows.filter({ hasText: 'Postponed' })).toHaveCount(2);

  // On a phone: cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('list', { name: 'Games' }).getByTestId('schedule-game')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a rainout proposes make-ups inside the season, names the game with none, keeps the toast off the action, and the proposal comes back after closing', async ({
    page,
    account,
  }) => {
    test.setTimeout(150_000);
    const api = account.api;
    const settings = (await (await api.get('/api/settings/public')).json()) as PublicSettings;
    const date = ownDate();
    const dayAfter = (days: number) => {
      const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), iso: d.toISOString().slice(0, 10) };
    };
    const at = (days: number, hour: number) => zonedInstant({ ...dayAfter(days), hour, minute: 0 }, settings.time_zone).toISOString();
    // The season ends ten days after the rained-out date: one week's make-up fits, two weeks' does not.
    const season = await createSeason(api, { start_date: dayAfter(-30).iso, end_date: dayAfter(10).iso });
    const division = await createDivision(api);
    const [harbour, northside, eastside, westside] = await Promise.all(
      ['Harbour', 'Northside', 'Eastside', 'Westside'].map(
        (name): Promise<Named> => createTeam(api, { season_id: season.id, division_id: division.id, name: `${name} ${uniqueTag()}` }),
      ),
    );
    if (!harbour || !northside || !eastside || !westside) throw new Error('teams were not made');
    const venue = await post<AdminVenue>(api, '/api/admin/venues', { name: `Park ${uniqueTag()}`, address: '1 Journey Road' });
    const fieldId = (await post<AdminVenue>(api, `/api/admin/venues/${venue.id}/fields`, { name: 'Field 1' })).fields[0]?.id ?? null;
    const game = (input: Omit<CreateGameInput, 'field_id'>) => post<AdminScheduleGame>(api, '/api/admin/games', { ...input, field_id: fieldId });
    await game({ home_team_id: harbour.id, away_team_id: northside.id, starts_at: at(0, 10) });
    await game({ home_team_id: eastside.id, away_team_id: westside.id, starts_at: at(0, 14) });
    // Eastside and Westside play again a week later: their make-up has no day left in the season.
    await game({ home_team_id: westside.id, away_team_id: eastside.id, starts_at: at(7, 18) });
    const madeUp = `${harbour.name} v ${northside.name}`;
    const stranded = `${eastside.name} v ${westside.name}`;

    await page.goto('/admin/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Season').selectOption({ label: season.name });
    const rows = page.getByTestId('schedule-game');
    await expect(rows).toHaveCount(3);

    await page.getByRole('button', { name: 'Rain out' }).click();
    const rainout = page.getByRole('dialog', { name: 'Rain out' });
    await rainout.getByLabel('Date').fill(date.text);
    await rainout.getByRole('button', { name: 'Preview' }).click();
    await rainout.getByRole('button', { name: 'Postpone 2 games' }).click();

    // One make-up a week later; the other game is named with the reason, nothing after the season.
    await expect(rainout.getByRole('checkbox', { name: new RegExp(`^${madeUp}: `) })).toBeChecked();
    await expect(rainout.getByRole('checkbox')).toHaveCount(1);
    await expect(rainout.getByRole('list', { name: 'Games with no make-up slot' })).toContainText(
      new RegExp(`^${stranded}: No free slot on the same weekday, time and field before the season ends on `),
    );
    // The toast announcing the postponement stays clear of the button that acts next.
    const schedule = rainout.getByRole('button', { name: 'Schedule 1 make-up' });
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: '2 games postponed.' });
    await expect(toast).toBeVisible();
    const [toastBox, buttonBox] = await Promise.all([toast.boundingBox(), schedule.boundingBox()]);
    if (!toastBox || !buttonBox) throw new Error('the toast or the button has no box');
    const overlaps =
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps, 'the toast covers "Schedule 1 make-up"').toBe(false);

    // Closing loses nothing: the postponed game proposes the same make-up again.
    await rainout.getByRole('button', { name: 'Leave postponed' }).click();
    await expect(rainout).toBeHidden();
    await expect(rows.filter({ hasText: 'Postponed' })).toHaveCount(2);
    await page.getByRole('button', { name: `Actions for ${madeUp}` }).click();
    await page.getByRole('menuitem', { name: 'Propose make-ups' }).click();
    const again = page.getByRole('dialog', { name: 'Propose make-ups' });
    await expect(again.getByRole('checkbox', { name: new RegExp(`^${madeUp}: `) })).toBeChecked();
    await expect(again.getByRole('list', { name: 'Games with no make-up slot' })).toContainText(stranded);
    await again.getByRole('button', { name: 'Schedule 1 make-up' }).click();
    await expect(again).toBeHidden();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: '1 make-up game scheduled.' })).toBeVisible();
    const row = rows.filter({ hasText: madeUp });
    await expect(row).toContainText('Scheduled');
    await expect(row.locator('time')).toHaveAttribute('datetime', at(7, 10));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
