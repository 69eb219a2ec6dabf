import { addToRoster, createDivision, createPlayer, createSeason, createTeam } from './factories';
import { expect, expectAccessible, newSignedInContext, rootAdminApi, test } from './fixtures';

// Issue 24's trade journey (decision 082): captain A proposes a player for a player, captain B
// accepts, an admin approves, and both teams' public pages show the players moved.

test('a trade goes from proposal to acceptance to approval, and both rosters change', async ({ browser, baseURL, newAccount }) => {
  // Three people in three browsers and three accessibility checks.
  test.slow();
  const admin = await rootAdminApi(baseURL ?? '');
  // A season and division of the journey's own (an open division: no eligibility rules).
  const season = await createSeason(admin);
  const division = await createDivision(admin);
  const teamA = await createTeam(admin, { season_id: season.id, division_id: division.id });
  const teamB = await createTeam(admin, { season_id: season.id, division_id: division.id });
  const [captainA, captainB, ann, ben] = await Promise.all([
    createPlayer(newAccount, { role: 'captain', firstName: 'Casey' }),
    createPlayer(newAccount, { role: 'captain', firstName: 'Corin' }),
    createPlayer(newAccount, { firstName: 'Ann' }),
    createPlayer(newAccount, { firstName: 'Ben' }),
  ]);
  await addToRoster(admin, teamA.id, captainA.playerId, { roster_role: 'captain' });
  await addToRoster(admin, teamB.id, captainB.playerId, { roster_role: 'captain' });
  await addToRoster(admin, teamA.id, ann.playerId);
  await addToRoster(admin, teamB.id, ben.playerId);

  // Captain A proposes Ann for Ben.
  const contextA = await newSignedInContext(browser, captainA.account);
  const pageA = await contextA.newPage();
  await pageA.goto('/captain/trades');
  // The first visit loads the captain area's chunks: on a busy machine that can pass the default wait.
  await expect(pageA.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible({ timeout: 45_000 });
  await pageA.getByLabel('Trade with').selectOption({ label: teamB.name });
  await pageA
    .getByRole('group', { name: `${teamA.name} gives` })
    .getByLabel(ann.name)
    .check();
  await pageA
    .getByRole('group', { name: `${teamB.name} gives` })
    .getByLabel(ben.name)
    .check();
  await pageA.getByLabel('Message to the other captain').fill('A midfielder for a midfielder?');
  await pageA.getByRole('button', { name: 'Propose trade' }).click();
  await expect(pageA.getByText('Trade proposed.')).toBeVisible();
  const outgoing = pageA.getByRole('listitem', { name: `${teamA.name} ⇄ ${teamB.name}` });
  await expect(outgoing.getByText('Waiting for the other captain')).toBeVisible();
  await expectAccessible(pageA);
  await contextA.close();

  // Captain B accepts it.
  const contextB = await newSignedInContext(browser, captainB.account);
  const pageB = await contextB.newPage();
  await pageB.goto('/captain/trades');
  const incoming = pageB.getByRole('listitem', { name: `${teamA.name} ⇄ ${teamB.name}` });
  await expect(incoming.getByText('A midfielder for a midfielder?')).toBeVisible({ timeout: 45_000 });
  await incoming.getByRole('button', { name: 'Accept' }).click();
  // What stays on the page (the toast may have come and gone on a busy machine).
  await expect(incoming.getByText('Waiting for an admin')).toBeVisible();
  await expect(incoming.getByText('Waiting for an admin')).toBeVisible();
  await contextB.close();

  // An admin approves it from /admin/trades.
  const contextAdmin = await newSignedInContext(browser, await newAccount({ role: 'admin' }));
  const pageAdmin = await contextAdmin.newPage();
  await pageAdmin.goto('/admin/trades?status=accepted');
  const waiting = pageAdmin.getByRole('listitem', { name: `${teamA.name} ⇄ ${teamB.name}` });
  await expect(waiting.getByText(ann.name)).toBeVisible({ timeout: 45_000 });
  await expectAccessible(pageAdmin);
  await waiting.getByRole('button', { name: 'Approve…' }).click();
  const dialog = pageAdmin.getByRole('dialog', { name: 'Approve trade' });
  await expect(dialog.getByRole('group', { name: `${teamA.name} gives` }).getByLabel(ann.name)).toBeChecked();
  await dialog.getByRole('button', { name: 'Approve trade' }).click();
  await expect(pageAdmin.getByText('Trade approved: the players have moved.')).toBeVisible();

  // Both teams' pages show the players where the trade put them.
  await pageAdmin.goto(`/team/${teamA.id}`);
  const rosterA = pageAdmin.getByRole('list', { name: 'Roster' });
  await expect(rosterA.getByText(ben.name)).toBeVisible();
  await expect(rosterA.getByText(ann.name)).toHaveCount(0);
  await pageAdmin.goto(`/team/${teamB.id}`);
  const rosterB = pageAdmin.getByRole('list', { name: 'Roster' });
  await expect(rosterB.getByText(ann.name)).toBeVisible();
  await expect(rosterB.getByText(ben.name)).toHaveCount(0);
  await contextAdmin.close();
});
