import type { Page } from '@playwright/test';
import { addToRoster, createDivision, createPeriod, createPlayer, createSeason, createTeam, registerWithoutPaying, type Player } from './factories';
import { expect, expectAccessible, newSignedInContext, rootAdminApi, test, uniqueTag } from './fixtures';

// Issue 24 (decision 081): an admin runs a four-team snake draft; two captains pick from their
// own browsers, a third browser on the board sees every pick appear, and when a captain's clock
// runs out the server picks the first player of their queue.

test.use({ signedInAs: 'admin' });

const picks = (page: Page) => page.getByTestId('picks-by-round');

test('a four-team snake draft: captains pick on the clock, the board sees every pick, the queue picks when time runs out', async ({
  page,
  account,
  newAccount,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000); // four browsers and a pick clock on a two-core machine
  const admin = await rootAdminApi(baseURL ?? '');
  const tag = uniqueTag();
  const [division, season] = await Promise.all([createDivision(admin), createSeason(admin)]);
  const place = { season_id: season.id, division_id: division.id };
  const teams = [];
  for (const letter of ['A', 'B', 'C', 'D']) teams.push(await createTeam(admin, { ...place, name: `Draft ${letter} ${tag}` }));
  const [teamA, teamB, teamC, teamD] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0], (typeof teams)[0]];
  const period = await createPeriod(admin, season.id, { division_id: division.id });
  const captainA = await createPlayer(newAccount, { role: 'captain', firstName: 'Ada' });
  const captainB = await createPlayer(newAccount, { role: 'captain', firstName: 'Bo' });
  await addToRoster(admin, teamA.id, captainA.playerId, { roster_role: 'captain' });
  await addToRoster(admin, teamB.id, captainB.playerId, { roster_role: 'captain' });
  const pool: Player[] = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const player = await createPlayer(newAccount, { firstName: `Pool${i + 1}` });
      const registrationId = await registerWithoutPaying(player.account, period.id);
      const paid = await admin.post(`/api/admin/registrations/${registrationId}/mark-paid`, { data: { method: 'cash' } });
      expect(paid.status(), await paid.text()).toBe(200);
      return player;
    }),
  );
  const name = (i: number) => (pool[i] as Player).name;

  // The admin creates the draft: snake, two rounds, teams in the order A to D, a 15-second clock.
  await page.goto(`/admin/seasons/${season.id}/divisions/${division.id}/drafts`);
  await expect(page.getByText('8 players in the pool (paid, on no roster yet).')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Rounds' }).fill('2');
  await page.getByRole('textbox', { name: 'Pick clock (seconds)' }).fill('15');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/admin\/drafts\/[0-9a-f-]+\/manage$/);
  const draftId = /drafts\/([0-9a-f-]+)\/manage/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('button', { name: 'Start draft' })).toBeVisible();

  // Captain B, on a phone, ranks a queue before the start: Pool8 then Pool7.
  const contextB = await newSignedInContext(browser, captainB.account, { viewport: { width: 360, height: 740 } });
  const pageB = await contextB.newPage();
  await pageB.goto(`/captain/draft?draft=${draftId}`);
  const add = pageB.getByLabel('Add a player to my queue');
  for (const i of [6, 7]) {
    await add.selectOption({ label: name(i) });
    await expect(pageB.getByTestId('draft-queue').getByText(name(i))).toBeVisible();
  }
  await pageB.getByRole('button', { name: `Move ${name(7)} up` }).click();
  await expect(pageB.getByTestId('draft-queue').locator('li').first()).toContainText(name(7));
  await expectAccessible(pageB);

  // Captain A on the board; the admin's second screen on the board too.
  const contextA = await newSignedInContext(browser, captainA.account);
  const pageA = await contextA.newPage();
  await pageA.goto(`/admin/draft-board?draft=${draftId}`);
  const watcherContext = await newSignedInContext(browser, account);
  const watcher = await watcherContext.newPage();
  await watcher.goto(`/admin/draft-board?draft=${draftId}`);
  await expect(watcher.getByText('Waiting for the start')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(watcher);

  await page.getByRole('button', { name: 'Start draft' }).click();
  await expect(watcher.getByTestId('on-the-clock')).toHaveText(teamA.name);

  // Pick 1: captain A; pick 2: captain B from the phone.
  await expect(pageA.getByText('Your team is on the clock')).toBeVisible();
  await pageA.getByRole('button', { name: `Pick ${name(0)}` }).click();
  await expect(picks(watcher).getByText(name(0))).toBeVisible();
  await expect(pageB.getByText('Your team is on the clock')).toBeVisible();
  await pageB.getByRole('button', { name: `Pick ${name(1)}` }).click();
  await expect(picks(watcher).getByText(name(1))).toBeVisible();

  // Picks 3 to 6 (C, D, then D, C: the snake turns): the admin picks for those teams.
  for (const [i, team] of [
    [2, teamC],
    [3, teamD],
    [4, teamD],
    [5, teamC],
  ] as const) {
    await page.getByRole('button', { name: `Pick ${name(i)} for ${team.name}` }).click();
    await expect(picks(watcher).getByText(name(i))).toBeVisible();
  }

  // Pick 7 is team B's: nobody picks, the clock runs out and the server takes the queue's first.
  await expect(watcher.getByTestId('on-the-clock')).toHaveText(teamB.name);
  await expect(picks(watcher).getByText(name(7))).toBeVisible({ timeout: 30_000 });
  await expect(watcher.getByTestId('on-the-clock')).toHaveText(teamA.name);

  // Pick 8: captain A; then the admin completes the draft.
  await pageA.getByRole('button', { name: `Pick ${name(6)}` }).click();
  await expect(picks(watcher).getByText(name(6))).toBeVisible();
  await expect(watcher.getByText('Every pick is in')).toBeVisible();
  await page.getByRole('button', { name: 'Complete draft' }).click();
  await expect(page.getByText('Draft completed: rosters written.')).toBeVisible();
  await expect(watcher.getByText('The draft is over')).toBeVisible();
  await expectAccessible(page);

  await Promise.all([contextA.close(), contextB.close(), watcherContext.close()]);
});
