import type { GameWithEvents } from '../../src/shared/api/games';
import { expect, expectAccessible, test } from './fixtures';
import { refereeView, setUpRefereeGame } from './referee-fixtures';

// Issue 13: a referee on a phone at the field starts a game, records a goal with an assist and
// a yellow card, ends it, and the public game data shows the events.

test.use({ signedInAs: 'referee', viewport: { width: 360, height: 740 } });

test('a referee runs a game from the phone: start, goal with assist, yellow card, end', async ({ page, account, newAccount, baseURL, request }) => {
  test.setTimeout(120_000); // three players made, the game run step by step, axe, the report, on a two-core machine
  const game = await setUpRefereeGame(baseURL ?? '', newAccount, account);

  // The dashboard lists today's game; the referee opens it.
  await page.goto('/referee/dashboard');
  // A first load fetches the page's chunks: slow on two busy cores.
  await expect(page.getByRole('heading', { level: 1, name: 'Referee dashboard' })).toBeVisible({ timeout: 20_000 });
  const today = page.locator('#referee-today').locator('xpath=..');
  await today.getByRole('link', { name: new RegExp(`${game.home.name} vs ${game.away.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/referee/${game.gameId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${game.home.name} vs ${game.away.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Start game', exact: true }).click();
  const scoreboard = page.getByRole('region', { name: 'Scoreboard' });
  await expect(scoreboard.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('0 – 0');
  await expect(page.getByRole('button', { name: 'Start game', exact: true })).toHaveCount(0);
  // Issue 20, item 4: the half and the minute, from the kick-off.
  const clock = scoreboard.getByRole('timer', { name: 'Match clock' });
  await expect(clock).toHaveText(/^1st half · \d+'$/);

  // Goal: team, scorer and assist from the rosters; the minute is filled in from the kick-off.
  await page.getByRole('button', { name: 'Goal', exact: true }).click();
  const goal = page.getByRole('dialog', { name: 'Goal' });
  await goal.getByRole('radio', { name: game.home.name }).click();
  await goal.getByLabel('Scorer').selectOption({ label: `#7 ${game.scorer.name}` });
  await goal.getByLabel('Assist (optional)').selectOption({ label: `#9 ${game.assist.name}` });
  await expect(goal.getByLabel('Minute')).toHaveValue(/^\d+$/);
  await expectAccessible(page);
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal).toBeHidden();
  await expect(page.getByTestId('score')).toHaveText('1 – 0');
  const events = page.getByRole('list', { name: 'Events, latest first' });
  await expect(events.getByText(`Goal · ${game.home.name}: ${game.scorer.name} (assist ${game.assist.name})`)).toBeVisible();

  await page.getByRole('button', { name: 'Yellow card', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Yellow card' });
  await card.getByRole('radio', { name: game.away.name }).click();
  await card.getByLabel('Player').selectOption({ label: `#4 ${game.awayPlayer.name}` });
  await card.getByRole('button', { name: 'Save yellow card' }).click();
  await expect(events.getByText(`Yellow card · ${game.away.name}: ${game.awayPlayer.name}`)).toBeVisible();

  // Nothing on the page scrolls sideways on a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // End game asks first.
  await page.getByRole('button', { name: 'End game', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'End the game?' });
  await expect(confirm).toContainText(`${game.home.name} 1 – 0 ${game.away.name}`);
  await confirm.getByRole('button', { name: 'End game' }).click();
  await expect(scoreboard.getByText('Final', { exact: true })).toBeVisible();
  await expect(clock).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Goal', exact: true })).toHaveCount(0);
  await expect(events.getByText('Full time')).toBeVisible();

  // The server has every event, in order, and the public game page's data shows them. The page
  // shows the queued full time at once; the server has it once the queue is sent.
  await expect(page.getByText('waiting to be sent')).toBeHidden();
  await expect.poll(async () => (await refereeView(account.api, game.gameId)).game.status).toBe('final');
  const stored = await refereeView(account.api, game.gameId);
  expect(stored.game).toMatchObject({ status: 'final', is_live: false, home_score: 1, away_score: 0 });
  expect(stored.game.events.map((e) => e.type)).toEqual(['kick_off', 'goal', 'yellow_card', 'full_time']);
  const publicGame = await request.get(`/api/games/${game.gameId}`);
  expect(publicGame.status()).toBe(200);
  const body = (await publicGame.json()) as GameWithEvents;
  expect(body).toMatchObject({ status: 'final', home_score: 1, away_score: 0 });
  expect(body.events.find((e) => e.type === 'goal')).toMatchObject({
    player: { name: game.scorer.name },
    assist: { name: game.assist.name },
    team_id: game.home.id,
  });
  expect(body.events.find((e) => e.type === 'yellow_card')).toMatchObject({ player: { name: game.awayPlayer.name }, team_id: game.away.id });

  // The post-game report.
  await page.getByLabel('Notes').fill('Played in good spirit.');
  await page.getByLabel('Incidents').fill('Away #4 booked for a late tackle.');
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText('The report is saved.')).toBeVisible();
  const report = await account.api.get(`/api/games/${game.gameId}/report`);
  expect(await report.json()).toMatchObject({ notes: 'Played in good spirit.', incidents: 'Away #4 booked for a late tackle.' });
});

// Issue 20, item 3: a game started days early went live for everyone with one tap, and the
// schedule later listed a future date as final.
test('starting a game more than an hour early asks first, naming the scheduled time, and the game takes its real kick-off time', async ({
  page,
  account,
  newAccount,
  baseURL,
}) => {
  test.setTimeout(90_000); // three players made, on a two-core machine
  const sunday = new Date(Date.now() + 2 * 24 * 60 * 60_000);
  const game = await setUpRefereeGame(baseURL ?? '', newAccount, account, { startsAt: sunday });
  await page.goto(`/referee/${game.gameId}`);
  await expect(page.getByTestId('score')).toBeVisible({ timeout: 20_000 });
  const scheduled = await page.locator('time').first().textContent();

  await page.getByRole('button', { name: 'Start game', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Start the game early?' });
  await expect(confirm).toContainText(`This game is scheduled for ${scheduled}.`);
  await confirm.getByRole('button', { name: 'Cancel' }).last().click(); // the last: the dialog's close button has the same name
  await expect(confirm).toBeHidden();
  expect((await refereeView(account.api, game.gameId)).game.status).toBe('scheduled');

  await page.getByRole('button', { name: 'Start game', exact: true }).click();
  await confirm.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('region', { name: 'Scoreboard' }).getByText('Live', { exact: true })).toBeVisible();
  await expect.poll(async () => (await refereeView(account.api, game.gameId)).game.status).toBe('live');
  const started = await refereeView(account.api, game.gameId);
  expect(Date.parse(started.game.starts_at)).toBeLessThan(Date.now() + 60_000);
});
