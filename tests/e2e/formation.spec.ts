import type { MySchedule } from '../../src/shared/api/availability';
import { addToRoster, createPlayer, type Player } from './factories';
import { expect, expectAccessible, newSignedInContext, test } from './fixtures';
import { DEMO_DIVISION_EXCEPTION, gameCard, rosteredOnOpenGame } from './my-schedule-fixtures';

// Two people's first visits and axe: three times the usual time.
test.slow();

test('a captain saves a formation by keyboard alone and the player sees their position', async ({ browser, baseURL, request, newAccount }) => {
  const { teamId, gameId, admin, player } = await rosteredOnOpenGame(request, baseURL, newAccount);
  const captain: Player = await createPlayer(newAccount, { firstName: 'Cameron' });
  await addToRoster(admin, teamId, captain.playerId, { ...DEMO_DIVISION_EXCEPTION, roster_role: 'captain' });
  // Both said they are going: only players who answered Going are placed.
  for (const person of [player, captain]) {
    const answered = await person.account.api.put(`/api/games/${gameId}/availability`, { data: { status: 'going' } });
    expect(answered.status(), await answered.text()).toBe(200);
  }

  const captainContext = await newSignedInContext(browser, captain.account);
  const page = await captainContext.newPage();
  await page.goto('/captain/select-formation-context');
  await expect(page.getByRole('heading', { level: 1, name: 'Formation' })).toBeVisible({ timeout: 30_000 });
  // The game's link, followed from the keyboard.
  const gameLink = page.locator(`a[href="/captain/formation/${gameId}"]`);
  await gameLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/captain/formation/${gameId}$`));
  await expect(page.getByRole('group', { name: /^Pitch, formation / })).toBeVisible({ timeout: 30_000 });

  // Pick the player up with Space, step to the first place on the pitch (the goalkeeper's) with
  // an arrow key, put them down with Space: each step is announced.
  // dnd-kit's live region holds the latest announcement: picked up among those not placed.
  const announced = page.getByRole('status').filter({ hasText: player.name });
  const chip = page.getByRole('button', { name: player.name, exact: true });
  await chip.press('Space');
  await expect(announced).toHaveText(`${player.name} is over Not placed.`);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText(`${player.name} is over Goalkeeper.`);
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`${player.name} placed at Goalkeeper.`);
  await expect(page.getByRole('group', { name: 'Goalkeeper', exact: true }).getByRole('button', { name: player.name })).toBeVisible();

  await page.getByRole('button', { name: 'Save formation' }).press('Enter');
  await expect(page.getByText('Formation saved.')).toBeVisible();
  await expectAccessible(page);

  // The player sees the position on their schedule and on the game's page.
  const stored = (await (await player.account.api.get('/api/me/schedule')).json()) as MySchedule;
  expect(stored.upcoming.find((g) => g.game.id === gameId)?.my_position).toBe('Goalkeeper');
  const playerContext = await newSignedInContext(browser, player.account, { viewport: { width: 360, height: 740 } });
  const playerPage = await playerContext.newPage();
  await playerPage.goto('/player/my-schedule');
  await expect(gameCard(playerPage, gameId).getByText('Your position: Goalkeeper')).toBeVisible({ timeout: 30_000 });
  await playerPage.goto(`/games/${gameId}`);
  await expect(playerPage.getByText(/Your position for .+: Goalkeeper/)).toBeVisible({ timeout: 30_000 });
  expect(await playerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await playerContext.close();
  await captainContext.close();
});
