import type { CaptainRoster } from '../../src/shared/api/captain';
import { addToRoster, createPlayer } from './factories';
import { expect, expectAccessible, newSignedInContext, rootAdminApi, test } from './fixtures';
import { DEMO_DIVISION_EXCEPTION, teamWithOpenGame } from './my-schedule-fixtures';

test.slow();

test('a co-captain gives themselves a jersey number on /captain/manage-roster and sees it kept', async ({ browser, baseURL, request, newAccount }) => {
  // A co-captain, not the captain: the demo team's captain stays for the journeys running beside this one.
  const { teamId } = await teamWithOpenGame(request);
  const admin = await rootAdminApi(baseURL ?? '');
  const coCaptain = await createPlayer(newAccount, { firstName: 'Corey' });
  await addToRoster(admin, teamId, coCaptain.playerId, { ...DEMO_DIVISION_EXCEPTION, roster_role: 'co_captain' });
  const roster = (await (await admin.get(`/api/captain/teams/${teamId}/roster`)).json()) as CaptainRoster;
  const worn = new Set(roster.members.map((m) => m.jersey_number));
  const free = Array.from({ length: 99 }, (_, i) => i + 1).find((n) => !worn.has(n)) ?? 99;

  const context = await newSignedInContext(browser, coCaptain.account, { viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/captain');
  // A first visit on a busy machine: the session, the roles, the teams, then the dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Captain Dashboard' })).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/captain\/dashboard$/);

  // The phone's menu leads to the roster.
  await page.getByRole('button', { name: 'Captain menu' }).click();
  await page.getByRole('navigation', { name: 'Captain' }).getByRole('link', { name: 'Manage roster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage roster' })).toBeVisible();
  const number = page.getByLabel(`Jersey number of ${coCaptain.name}`);
  await number.fill(String(free));
  await number.press('Enter');
  await expect(page.getByText(`Jersey number saved for ${coCaptain.name}.`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`Jersey number of ${coCaptain.name}`)).toHaveValue(String(free));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await context.close();
});

test('a player who opens /captain is sent home and told why', async ({ browser, newAccount }) => {
  const player = await createPlayer(newAccount);
  const context = await newSignedInContext(browser, player.account);
  const page = await context.newPage();
  await page.goto('/captain/manage-roster');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Unauthorized')).toBeVisible();
  await expect(page.getByText('Your role: player')).toBeVisible();
  await context.close();
});
