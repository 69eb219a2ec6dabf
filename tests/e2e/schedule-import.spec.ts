import type { PublicSchedule } from '../../src/shared/api/schedule';
import { createDivision, createSeason } from './factories';
import { expect, expectAccessible, test, uniqueTag } from './fixtures';

// Phone first: the dialog takes the whole screen of a phone.
test.use({ signedInAs: 'admin', viewport: { width: 360, height: 740 } });
test.slow();

/**
 * A league's last season as its spreadsheet: six clubs, a double round robin of 30 games on
 * Saturdays (a round a week, three kick-offs on one field), every game with its result.
 */
function pastSeasonCsv(clubs: string[], venue: string, badRow = false): string {
  const m = clubs.length; // even
  const firstHalf: [number, number][][] = [];
  for (let r = 0; r < m - 1; r++) {
    const round: [number, number][] = [r % 2 === 0 ? [r, m - 1] : [m - 1, r]];
    for (let i = 1; i < m / 2; i++) round.push([(r + i) % (m - 1), (r - i + m - 1) % (m - 1)]);
    firstHalf.push(round);
  }
  const rounds = [...firstHalf, ...firstHalf.map((round) => round.map(([h, a]): [number, number] => [a, h]))];
  const lines = ['Date,Kick-off,Pitch,Home Team,Away Team,Home Score,Away Score'];
  rounds.forEach((round, r) => {
    const date = new Date(Date.UTC(2032, 2, 6 + 7 * r)).toISOString().slice(0, 10);
    round.forEach(([h, a], g) => {
      const home = (r + g) % 4;
      lines.push(
        [date, ['09:00', '10:45', '12:30'][g], `${venue} - Main`, clubs[h], clubs[a], badRow && r === 1 && g === 0 ? 'two' : home, (r * g) % 3].join(','),
      );
    });
  });
  return `${lines.join('\n')}\n`;
}

test('an admin imports a past season from a spreadsheet, and its results appear on the public schedule', async ({ page, account }) => {
  const tag = uniqueTag();
  const season = await createSeason(account.api, { name: `Past Season ${tag}`, start_date: '2032-03-01', end_date: '2032-08-31', status: 'completed' });
  const division = await createDivision(account.api, { name: `Imported ${tag}` });
  const clubs = ['Harbour', 'Northside', 'Eastend', 'Rovers', 'Athletic', 'Wanderers'].map((name) => `${name} ${tag}`);
  const venue = `Old Ground ${tag}`;

  await page.goto('/admin/schedule');
  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' });
  await dialog.getByLabel('Season').selectOption({ label: season.name });
  await dialog.getByLabel('Division').selectOption({ label: division.name });
  await dialog.getByLabel('Create the teams and fields the file names that do not exist yet').check();

  // A file with a score that is not a number: the preview names the row, and nothing can be imported.
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(pastSeasonCsv(clubs, venue, true)) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Row 5: Home score "two" is not a number of goals.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 30 games' })).toBeDisabled();

  // The corrected file: every row ready, the clubs and the field to be created.
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'season.csv', mimeType: 'text/csv', buffer: Buffer.from(pastSeasonCsv(clubs, venue)) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('30 rows: 30 played, 0 still to play. Every row is ready.')).toBeVisible();
  const newTeams = dialog.getByText(/^Teams: /);
  for (const club of clubs) await expect(newTeams).toContainText(club);
  await expect(dialog.getByText(`Fields: Main, ${venue}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import 30 games' }).click();
  await expect(page.getByText('30 games imported (30 with results).')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The public schedule: the season's division, its 30 games, each a final result.
  await page.goto(`/schedule?season_id=${season.id}&division_id=${division.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByText('30 games')).toBeVisible();
  const first = page.getByRole('link', { name: new RegExp(`Final.*${clubs[0]}.*${clubs[5]}`) });
  await expect(first).toBeVisible();
  // Round 1: Harbour (home) against Wanderers, 0–0.
  await expect(first).toContainText('0');
  const listed = (await (
    await account.api.get('/api/schedule', { params: { season_id: season.id, division_id: division.id, page_size: 100 } })
  ).json()) as PublicSchedule;
  expect(listed.total).toBe(30);
  expect(listed.items.every((game) => game.status === 'final' && game.home_score !== null && game.away_score !== null)).toBe(true);
});
