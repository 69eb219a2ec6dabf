import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';

test.slow();

test("a visitor opens the leaderboard, filters by division and follows a player to their season's stats", async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page).toHaveTitle(/^Leaderboard/);
  // The demo league's played games have scorers: the board opens on rank 1, highest points first.
  const allDivisions = page.getByRole('table', { name: /^Player points, .*, all divisions$/ });
  const allRows = allDivisions.getByTestId('leaderboard-row');
  await expect(allRows.first()).toBeVisible();
  // The season the board opened on (the picker reads "Loading seasons..." until the answer).
  const season = (await page.getByLabel('Season', { exact: true }).locator('option:checked').textContent()) ?? '';
  expect(season).not.toMatch(/^(Loading seasons\.\.\.|No seasons yet)$/);
  await expect(allRows.first().getByRole('cell').first()).toHaveText('1');
  const points = await allRows.evaluateAll((rows) => rows.map((row) => Number(row.lastElementChild?.textContent)));
  expect(points).toEqual([...points].sort((a, b) => b - a));
  await expectAccessible(page);

  // One division: the address keeps it, and the table says which.
  const division = page.getByLabel('Division', { exact: true });
  const divisionName = ((await division.locator('option').nth(1).textContent()) ?? '').trim();
  await division.selectOption({ index: 1 });
  await expect(page).toHaveURL(/division_id=/);
  const board = page.getByRole('table', { name: `Player points, ${season}, ${divisionName}` });
  const first = board.getByTestId('leaderboard-row').first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('cell').first()).toHaveText('1');

  // On a phone the page never scrolls sideways (the team goes under the name; the table's region scrolls if need be).
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('region', { name: `Player points, ${season}, ${divisionName}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(desktop);

  // The first player's goals and assists on the board are those of their stats for the season.
  const cells = first.getByRole('cell');
  const [team, goals, assists] = [await cells.nth(1).textContent(), await cells.nth(3).textContent(), await cells.nth(4).textContent()];
  const player = first.getByRole('rowheader').getByRole('link');
  const name = ((await player.textContent()) ?? '').trim();
  await player.click();
  await expect(page).toHaveURL(/\/player\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Stats', exact: true }).getByRole('table', { name: `${name}'s stats per season` });
  const line = stats
    .getByTestId('season-stats-row')
    .filter({ hasText: season })
    .filter({ hasText: team ?? '' });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('cell').nth(2)).toHaveText(goals ?? '');
  await expect(line.getByRole('cell').nth(3)).toHaveText(assists ?? '');
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(line.getByRole('link', { name: team ?? '' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
