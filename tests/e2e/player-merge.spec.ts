import type { AdminPlayerDetail } from '../../src/shared/api/players';
import { addToRoster, createDivision, createPeriod, createPlayer, createSeason, createTeam, registerWithoutPaying } from './factories';
import { expect, expectAccessible, rootAdminApi, test, uniqueTag } from './fixtures';

test.use({ signedInAs: 'admin' });

/**
 * Issue 24 (decision 084): Bob and Robert are one person on two records. Bob holds a
 * registration and a roster place with a goal. The admin finds the pair, keeps Robert, merges;
 * Robert's page shows the goal and Bob's page leads there; the undo gives Bob everything back.
 */
test('an admin merges a duplicate player into the primary, and the undo puts everything back', async ({ page, newAccount, baseURL }) => {
  const admin = await rootAdminApi(baseURL ?? '');
  const lastName = `Merge${uniqueTag()}`;
  const season = await createSeason(admin);
  const division = await createDivision(admin);
  const period = await createPeriod(admin, season.id, { division_id: division.id });
  const [home, away] = [
    await createTeam(admin, { season_id: season.id, division_id: division.id }),
    await createTeam(admin, { season_id: season.id, division_id: division.id }),
  ];
  const bob = await createPlayer(newAccount, { firstName: 'Bob', lastName });
  const robert = await createPlayer(newAccount, { firstName: 'Robert', lastName });
  const registrationId = await registerWithoutPaying(bob.account, period.id);
  await addToRoster(admin, home.id, bob.playerId, { jersey_number: 10 });
  const game = await admin.post('/api/admin/games', { data: { home_team_id: home.id, away_team_id: away.id, starts_at: new Date().toISOString() } });
  expect(game.status(), await game.text()).toBe(201);
  const gameId = ((await game.json()) as { id: string }).id;
  for (const event of [{ type: 'kick_off' }, { type: 'goal', team_id: home.id, player_id: bob.playerId, minute: 12 }, { type: 'full_time' }]) {
    const recorded = await admin.post(`/api/games/${gameId}/events`, { data: { ...event, client_key: `merge-${uniqueTag()}` } });
    expect(recorded.status(), await recorded.text()).toBeLessThan(300);
  }
  const registrationsOf = async (playerId: string) =>
    ((await (await admin.get(`/api/admin/players/${playerId}`)).json()) as AdminPlayerDetail).registrations.map((r) => r.id);

  await page.goto('/admin/player-merge');
  await expect(page.getByRole('heading', { level: 1, name: 'Player Merge' })).toBeVisible();
  await page.getByLabel('Search duplicates').fill(lastName);
  const pair = page.getByRole('listitem', { name: `Bob ${lastName} and Robert ${lastName}` });
  await expect(pair.getByText(`Nickname: Bob and Robert`)).toBeVisible();
  await expect(pair.getByText('Same phone')).toBeVisible();
  await expectAccessible(page);
  await pair.getByRole('button', { name: `Keep Robert ${lastName}` }).click();

  const preview = page.getByRole('region', { name: 'Merge preview' });
  const moves = preview.getByRole('table', { name: 'What moves from the duplicate to the primary' });
  await expect(moves.getByRole('row', { name: /Registrations/ })).toContainText('1');
  await expect(moves.getByRole('row', { name: /Roster places/ })).toBeVisible();
  await expect(moves.getByRole('row', { name: /Game events/ })).toBeVisible();
  await expect(preview.getByText(/Both have an account/)).toBeVisible();
  await expectAccessible(page);
  const mergeButton = preview.getByRole('button', { name: 'Merge players' });
  await expect(mergeButton).toBeDisabled();
  await preview.getByLabel('Type MERGE to confirm').fill('MERGE');
  await mergeButton.click();
  await expect(page.getByText(`Bob ${lastName} was merged into Robert ${lastName}.`)).toBeVisible();
  const record = page.getByRole('listitem', { name: `Bob ${lastName} into Robert ${lastName}` });
  await expect(record).toBeVisible();
  expect(await registrationsOf(robert.playerId)).toEqual([registrationId]);

  // Bob's page leads to Robert's, which holds the goal.
  await page.goto(`/player/${bob.playerId}`);
  await expect(page).toHaveURL(new RegExp(`/player/${robert.playerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Robert ${lastName}` })).toBeVisible();
  const stats = page.getByRole('table', { name: `Robert ${lastName}'s stats per season` });
  // The cells after the team: games played 1, goals 1 (the game is final, the goal Bob's), assists 0, cards 0.
  await expect(stats.getByRole('row', { name: new RegExp(home.name) }).getByRole('cell')).toHaveText([home.name, '1', '1', '0', '0', '0']);

  await page.goto('/admin/player-merge');
  await record.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('dialog', { name: 'Undo this merge?' }).getByRole('button', { name: 'Undo merge' }).click();
  await expect(record.getByText('Undone')).toBeVisible();
  expect(await registrationsOf(bob.playerId)).toEqual([registrationId]);
  expect(await registrationsOf(robert.playerId)).toEqual([]);
  await page.goto(`/player/${bob.playerId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Bob ${lastName}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/player/${bob.playerId}$`));
});
