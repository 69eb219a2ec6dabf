import {
  addPeriodThroughPage,
  addToRosterThroughPage,
  createDivisionThroughPage,
  createSeasonThroughPage,
  createTeamThroughPage,
  postAnnouncementThroughPage,
  saveRulesThroughPage,
} from './admin-fixtures';
import { createPlayer } from './factories';
import { apiAs, expect, signUpByApi, STRONG_PASSWORD, test, uniqueEmail } from './fixtures';

test.use({ signedInAs: 'admin' });

/**
 * Issue 5's whole story: an admin sets a new season up through the admin pages, then a
 * visitor who is not signed in sees all of it on the public pages. This journey is the only
 * one that writes the rules text (a league-wide setting), so no other journey races it.
 */
test('an admin sets up a season, its teams, a referee, an announcement and the rules; a visitor sees them', async ({
  page,
  browser,
  baseURL,
  request,
  newAccount,
}) => {
  // Eight admin screens and a visitor's four: minutes, not seconds, on a shared two-core machine.
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('no baseURL');
  const stamp = Date.now().toString(36);
  const divisionName = `Coed Sunday ${stamp}`;
  const seasonName = `Autumn Cup ${stamp}`;
  const teamNames = [`Harbour Lions ${stamp}`, `Mill Street Rovers ${stamp}`];
  const announcement = `Autumn Cup registration is open ${stamp}`;
  const refereeEmail = uniqueEmail('new-referee');
  const refereeName = `Robin Whistle ${stamp}`;

  await test.step('a division, a season and an open registration period', async () => {
    await createDivisionThroughPage(page, divisionName, 'Mixed teams, Sunday mornings.');
    await createSeasonThroughPage(page, { name: seasonName, start: '2031-09-07', end: '2031-11-30', status: 'Registration' });
    await addPeriodThroughPage(page, seasonName, { division: divisionName, status: 'Open', fee: '85' });
  });

  await test.step('two teams, the first with a captain', async () => {
    // Two players who have saved their details, as players sign up before a season.
    const [captain, teammate] = await Promise.all([createPlayer(newAccount), createPlayer(newAccount)]);
    await createTeamThroughPage(page, { season: seasonName, division: divisionName, name: teamNames[0] ?? '' });
    await addToRosterThroughPage(page, captain.name);
    await addToRosterThroughPage(page, teammate.name);
    await page.getByLabel(`Role of ${captain.name}`).selectOption({ label: 'Captain' });
    // As in admin-teams.spec.ts: toasts under a resting pointer stay, and the next ones queue.
    await page.mouse.move(0, 0);
    await expect(page.getByText(`${captain.name} is now captain.`)).toBeVisible({ timeout: 30_000 });
    await createTeamThroughPage(page, { season: seasonName, division: divisionName, name: teamNames[1] ?? '' });
  });

  await test.step('a new account gets the referee role', async () => {
    await signUpByApi(request, baseURL, { email: refereeEmail, password: STRONG_PASSWORD, name: refereeName });
    await page.goto('/admin/users');
    await page.getByLabel('Search').fill(refereeEmail);
    await page.getByRole('button', { name: `Manage ${refereeName}` }).click();
    const drawer = page.getByRole('dialog', { name: refereeName });
    await drawer.getByRole('checkbox', { name: 'Referee' }).click();
    await expect(page.getByText('Referee role granted.')).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: 'Referee' })).toBeChecked();
  });

  await test.step('an announcement and the rules', async () => {
    await postAnnouncementThroughPage(page, announcement, `Sign up for ${seasonName} before the season starts.`);
    await page.goto('/admin/settings');
    const current = await page.getByLabel('Rules text').inputValue();
    await saveRulesThroughPage(page, `${current}\n\n## Autumn Cup ${stamp}\n\n- Kick-off at 9:00 sharp.`);
  });

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await test.step('a visitor sees the announcement on the home page', async () => {
    await visit.goto('/');
    await expect(visit.getByRole('region', { name: 'Announcements' }).getByText(announcement)).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the rules', async () => {
    await visit.goto('/rules');
    await expect(visit.getByRole('heading', { level: 3, name: `Autumn Cup ${stamp}` })).toBeVisible();
    await expect(visit.getByRole('listitem').filter({ hasText: 'Kick-off at 9:00 sharp.' })).toBeVisible();
  });

  await test.step('the season, its division and both teams', async () => {
    await visit.goto('/teams-public');
    await visit.getByLabel('Season').selectOption({ label: seasonName });
    const division = visit.getByRole('region', { name: divisionName });
    for (const name of teamNames) await expect(division.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await division.getByRole('link', { name: new RegExp(teamNames[0] ?? '') }).click();
    await expect(visit.getByRole('heading', { level: 1, name: teamNames[0] })).toBeVisible();
    await expect(visit.getByRole('list', { name: 'Roster' }).getByText('Captain', { exact: true })).toBeVisible();
  });

  await test.step('the new referee signs in and has the referee role', async () => {
    const referee = await apiAs(baseURL, refereeEmail, STRONG_PASSWORD);
    const roles = (await (await referee.get('/api/me/roles')).json()) as { roles: string[] };
    await referee.dispose();
    expect(roles.roles).toContain('referee');
  });
  await visitor.close();
});
