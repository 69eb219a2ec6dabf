import { expect, type Page } from '@playwright/test';

/**
 * Admin steps done through the pages, as an admin does them, for journeys that set a league
 * up. Each waits until the page shows the change, so the next step can rely on it.
 */

export async function createDivisionThroughPage(page: Page, name: string, description = '') {
  await page.goto('/admin/divisions');
  await page.getByRole('button', { name: 'New division' }).click();
  const dialog = page.getByRole('dialog', { name: 'New division' });
  await dialog.getByLabel('Division name').fill(name);
  if (description) await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create division' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

export async function createSeasonThroughPage(page: Page, season: { name: string; start: string; end: string; status: string }) {
  await page.goto('/admin/seasons');
  await page.getByRole('button', { name: 'New season' }).click();
  const dialog = page.getByRole('dialog', { name: 'New season' });
  await dialog.getByLabel('Season name').fill(season.name);
  await dialog.getByLabel('Start date').fill(season.start);
  await dialog.getByLabel('End date').fill(season.end);
  await dialog.getByLabel('Status').selectOption({ label: season.status });
  await dialog.getByRole('button', { name: 'Create season' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: season.name })).toBeVisible();
}

/** On /admin/seasons: a registration period of the season for one division. */
export async function addPeriodThroughPage(page: Page, seasonName: string, period: { division: string; status: string; fee: string }) {
  const card = page.getByRole('article', { name: seasonName });
  await card.getByRole('button', { name: 'Registration periods' }).click();
  await card.getByRole('button', { name: 'New registration period' }).click();
  const dialog = page.getByRole('dialog', { name: `New registration period · ${seasonName}` });
  await dialog.getByLabel('Division').selectOption({ label: period.division });
  await dialog.getByLabel('Registration status').selectOption({ label: period.status });
  await dialog.getByLabel('Fee ($)').fill(period.fee);
  await dialog.getByRole('button', { name: 'Create period' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('row', { name: new RegExp(period.division) })).toContainText(period.status);
}

/** Creates the team and ends on its roster page; returns the team's id. */
export async function createTeamThroughPage(page: Page, team: { season: string; division: string; name: string }): Promise<string> {
  await page.goto('/admin/teams');
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByLabel('Season').selectOption({ label: team.season });
  await dialog.getByLabel('Division').selectOption({ label: team.division });
  await dialog.getByLabel('Team name').fill(team.name);
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/admin\/teams\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** On a team's roster page: finds the player by name and adds them. */
export async function addToRosterThroughPage(page: Page, playerName: string) {
  await page.getByLabel('Search players to add').fill(playerName);
  await page
    .getByRole('button', { name: `Add ${playerName}` })
    .first()
    .click();
  await expect(page.getByRole('table').getByText(playerName)).toBeVisible();
}

export async function postAnnouncementThroughPage(page: Page, title: string, message: string) {
  await page.goto('/admin/announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByText('Announcement posted.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

export async function saveRulesThroughPage(page: Page, rulesText: string) {
  await page.goto('/admin/settings');
  await page.getByLabel('Rules text').fill(rulesText);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}
