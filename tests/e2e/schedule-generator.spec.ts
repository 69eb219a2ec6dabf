import type { AdminVenue } from '../../src/shared/api/admin-schedule';
import type { PublicSchedule } from '../../src/shared/api/schedule';
import { createDivision, createPeriod, createSeason, createTeam } from './factories';
import { expect, expectAccessible, test, uniqueTag } from './fixtures';
import { DEFAULT_TIME_ZONE } from '../../src/shared/settings';
import { zonedInstant } from '../../src/shared/zoned-time';

// Phone first: an admin plans the season from a phone.
test.use({ signedInAs: 'admin', viewport: { width: 360, height: 740 } });
test.slow();

test('an admin generates a division’s schedule, reads the preview report and saves it', async ({ page, account, request }) => {
  const admin = account.api;
  const tag = uniqueTag();
  // The league's own season, division (offered through a registration period), four teams and a venue of two fields.
  const season = await createSeason(admin, { name: `Generated Season ${tag}`, start_date: '2033-03-01', end_date: '2033-08-31' });
  const division = await createDivision(admin, { name: `Generated ${tag}` });
  await createPeriod(admin, season.id, { division_id: division.id, status: 'UPCOMING' });
  for (const name of ['Lions', 'Tigers', 'Bears', 'Wolves'])
    await createTeam(admin, { season_id: season.id, division_id: division.id, name: `${name} ${tag}` });
  const venueName = `Generator Park ${tag}`;
  const venue = (await (await admin.post('/api/admin/venues', { data: { name: venueName, address: '1 Pitch Road' } })).json()) as AdminVenue;
  for (const name of ['North', 'South']) expect((await admin.post(`/api/admin/venues/${venue.id}/fields`, { data: { name } })).status()).toBe(201);

  // From the seasons page: the season's registration periods list its divisions, each with its schedule.
  await page.goto('/admin/seasons');
  const card = page.getByRole('article', { name: season.name });
  await card.getByRole('button', { name: 'Registration periods' }).click();
  await card.getByRole('link', { name: `Schedule of ${division.name}` }).click();
  await expect(page).toHaveURL(`/admin/seasons/${season.id}/divisions/${division.id}/schedule`);
  await expect(page.getByRole('heading', { level: 1, name: `Schedule: ${division.name}` })).toBeVisible();

  // A double round robin on Saturdays, on the venue's two fields only, with one blackout date.
  await expect(page.getByRole('radio', { name: 'Double round robin' })).toBeChecked();
  await page.getByLabel('First date').fill('2033-03-05');
  // Fields are named "Field, Venue"; the form starts with the first venue's first field ticked.
  const ticked = page.getByRole('checkbox', { name: /, /, checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await page.getByRole('checkbox', { name: `North, ${venueName}` }).check();
  await page.getByRole('checkbox', { name: `South, ${venueName}` }).check();
  await page.getByRole('button', { name: 'Add a blackout date' }).click();
  await page.getByRole('textbox', { name: 'Blackout date 1', exact: true }).fill('2033-03-12');

  // A time slot too close to another is named before anything is sent.
  await page.getByRole('button', { name: 'Add a time slot' }).click();
  await page.getByRole('textbox', { name: 'Time slot 3', exact: true }).fill('11:00');
  await page.getByRole('button', { name: 'Preview schedule' }).click();
  await expect(page.getByText('Time slots must be at least 90 minutes apart: a game holds its field that long.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove time slot 3' }).click();

  // The settings survive a reload (a draft in this tab).
  await page.reload();
  // A reload on these shared two cores can take a while to bring the page back.
  await expect(page.getByRole('heading', { level: 1, name: `Schedule: ${division.name}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('First date')).toHaveValue('2033-03-05');
  await expect(page.getByRole('textbox', { name: 'Blackout date 1', exact: true })).toHaveValue('2033-03-12');
  await expect(page.getByRole('checkbox', { name: `South, ${venueName}` })).toBeChecked();

  await page.getByRole('button', { name: 'Preview schedule' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Preview' })).toBeFocused();
  await expect(preview.getByText('12 of 12', { exact: true })).toBeVisible();
  await expect(preview.getByText('4 (fewest possible: 4)')).toBeVisible();
  const teams = preview.getByRole('table', { name: 'Per team', exact: true });
  await expect(teams.getByRole('row')).toHaveCount(5);
  const lions = teams.getByRole('row', { name: new RegExp(`Lions ${tag}`) }).getByRole('cell');
  // Team, home, away: three of each.
  await expect(lions.nth(1)).toHaveText('3');
  await expect(lions.nth(2)).toHaveText('3');
  await expect(preview.getByRole('region', { name: /^Round 1 · / })).toContainText(`North, ${venueName}`);
  // Nothing on the blackout Saturday: round 2 is on 19 March.
  await expect(preview.getByRole('region', { name: /^Round 2 · / })).toContainText('Mar 19, 2033');
  // Phone first: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  await preview.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('12 games are on the schedule.')).toBeVisible();

  // The games are on the admin schedule, filtered to the division.
  await page.getByRole('link', { name: 'Open them on the admin schedule' }).click();
  await expect(page).toHaveURL(`/admin/schedule?season_id=${season.id}&division_id=${division.id}`);
  await expect(page.getByText('12 games', { exact: true })).toBeVisible({ timeout: 20_000 });

  // And the public schedule lists them.
  const listed = await request.get('/api/schedule', { params: { season_id: season.id, division_id: division.id } });
  const schedule = (await listed.json()) as PublicSchedule;
  expect(schedule.total).toBe(12);
  expect(schedule.items.every((game) => game.status === 'scheduled' && game.venue_name === venueName)).toBe(true);

  // Mid-season, the first game was settled (a forfeit counts as played). Generating again keeps
  // it as its pair's meeting and replaces the eleven unplayed games with the eleven still owed.
  const [played] = schedule.items;
  const forfeit = await admin.post(`/api/admin/games/${played?.id}/status`, { data: { status: 'forfeit', forfeit_winner_team_id: played?.home_team.id } });
  expect(forfeit.status()).toBe(200);
  await page.goto(`/admin/seasons/${season.id}/divisions/${division.id}/schedule`);
  await page.getByLabel('First date').fill('2033-03-05');
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await page.getByRole('checkbox', { name: `North, ${venueName}` }).check();
  await page.getByRole('checkbox', { name: `South, ${venueName}` }).check();
  await page.getByRole('checkbox', { name: 'Replace its unplayed games' }).check();
  await page.getByRole('button', { name: 'Preview schedule' }).click();
  const again = page.getByRole('region', { name: 'Preview' });
  await expect(again.getByText('11 of 11', { exact: true })).toBeVisible();
  await expect(
    again.getByText(
      /^1 played game stays and counts as a meeting: only the meetings still owed are scheduled, after the latest played game \(.*Mar 5, 2033\)\.$/,
    ),
  ).toBeVisible();
  await expect(again.getByText("Saving replaces this division's 11 unplayed games (scheduled, postponed or cancelled).")).toBeVisible();
  await again.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('11 games are on the schedule.')).toBeVisible();
  const after = (await (await request.get('/api/schedule', { params: { season_id: season.id, division_id: division.id } })).json()) as PublicSchedule;
  expect(after.items.map((game) => game.status).sort()).toEqual(['forfeit', ...Array<string>(11).fill('scheduled')]);
});

// Issue 20, item 12: the generator hid under Seasons → Registration periods, and started from
// Saturdays at the first venue whatever the division played on.
test("/admin/schedule filtered to a division opens its generator, which starts from the division's own days, times and fields", async ({ page, account }) => {
  const admin = account.api;
  const tag = uniqueTag();
  const season = await createSeason(admin, { name: `Pattern Season ${tag}`, start_date: '2033-03-01', end_date: '2033-08-31' });
  const division = await createDivision(admin, { name: `Pattern ${tag}` });
  const home = await createTeam(admin, { season_id: season.id, division_id: division.id, name: `Herons ${tag}` });
  const away = await createTeam(admin, { season_id: season.id, division_id: division.id, name: `Otters ${tag}` });
  const venueName = `Pattern Park ${tag}`;
  const venue = (await (await admin.post('/api/admin/venues', { data: { name: venueName, address: '2 Pitch Road' } })).json()) as AdminVenue;
  const east = await admin.post(`/api/admin/venues/${venue.id}/fields`, { data: { name: 'East' } });
  expect(east.status()).toBe(201);
  const fieldId = ((await east.json()) as AdminVenue).fields.find((f) => f.name === 'East')?.id;
  // The division already plays on a Wednesday evening at 20:15, league time, on the East field.
  const startsAt = zonedInstant({ year: 2033, month: 3, day: 9, hour: 20, minute: 15 }, DEFAULT_TIME_ZONE).toISOString();
  const game = await admin.post('/api/admin/games', { data: { home_team_id: home.id, away_team_id: away.id, starts_at: startsAt, field_id: fieldId } });
  expect(game.status(), await game.text()).toBe(201);

  const generator = `/admin/seasons/${season.id}/divisions/${division.id}/schedule`;
  await page.goto(`/admin/schedule?season_id=${season.id}&division_id=${division.id}`);
  await page.getByRole('link', { name: 'Generate schedule' }).click();
  await expect(page).toHaveURL(generator);
  await expect(page.getByRole('heading', { level: 1, name: `Schedule: ${division.name}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await expect(page.getByLabel('Time slot 1', { exact: true })).toHaveValue('20:15');
  await expect(page.getByRole('checkbox', { name: `East, ${venueName}` })).toBeChecked();

  // From the division too: the Divisions page lists the seasons it is in, and each leads to that season's generator.
  await page.goto(`/admin/divisions?q=${encodeURIComponent(division.name)}`);
  await page.getByRole('button', { name: `Generate schedule for ${division.name}` }).click();
  await page.getByRole('menuitem', { name: season.name }).click();
  await expect(page).toHaveURL(generator);
  await expect(page.getByRole('heading', { level: 1, name: `Schedule: ${division.name}` })).toBeVisible();
});
