import type { Page } from '@playwright/test';
import { addToRoster, createDivision, createPlayer, createSeason, createTeam } from './factories';
import { expect, expectAccessible, newSignedInContext, rootAdminApi, test } from './fixtures';

// Issue 23: a captain and a player of one team chat, each seeing the other's messages without
// reloading (the stream); a message written offline is pending, and arrives once back online.

test.use({ signedInAs: 'captain', viewport: { width: 360, height: 740 } });

/** The chat's message log. */
const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function write(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('a captain and a player chat, each seeing the other’s message without reloading; an offline message arrives once', async ({
  page,
  account,
  newAccount,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000); // two people, their pages, offline and back, on a two-core machine
  const admin = await rootAdminApi(baseURL ?? '');
  const [division, season] = await Promise.all([createDivision(admin), createSeason(admin)]);
  const team = await createTeam(admin, { season_id: season.id, division_id: division.id });
  const player = await createPlayer(newAccount, { firstName: 'Robin' });
  // The captain's own player details, then their place on the roster as its captain.
  const saved = await account.api.put('/api/me/player', {
    data: {
      first_name: account.firstName,
      last_name: account.lastName,
      phone_number: '416-555-0192',
      jersey_size: 'L',
      positions_played: ['Defense'],
      preferred_position: 'Defense',
      emergency_contact_name: 'Pat Captain',
      emergency_contact_phone: '416-555-0193',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const captainPlayerId = ((await saved.json()) as { id: string }).id;
  await addToRoster(admin, team.id, player.playerId);
  await addToRoster(admin, team.id, captainPlayerId, { roster_role: 'captain' });

  // The captain opens the chat from the captain area.
  await page.goto(`/captain/chat/${team.id}`);
  await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No messages yet. Say hello to your team.')).toBeVisible();

  // The player, on a phone of their own, has one team: /player/chat goes straight to its chat.
  const playerContext = await newSignedInContext(browser, player.account, { viewport: { width: 360, height: 740 } });
  const playerPage = await playerContext.newPage();
  await playerPage.goto('/player/chat');
  await expect(playerPage).toHaveURL(new RegExp(`/player/chat/${team.id}$`), { timeout: 20_000 });
  await expect(playerPage.getByRole('heading', { level: 1, name: team.name })).toBeVisible();

  await write(page, 'Game moved to 7 pm, be there by 6:45.');
  await expect(chatLog(playerPage).getByText('Game moved to 7 pm, be there by 6:45.')).toBeVisible();
  await expect(chatLog(playerPage).getByText(account.name)).toBeVisible();

  await write(playerPage, 'Got it, I will bring the pump.');
  await expect(chatLog(page).getByText('Got it, I will bring the pump.')).toBeVisible();
  await expectAccessible(playerPage);

  // The captain's phone loses its connection: the message waits on the phone, shown as pending.
  await page.context().setOffline(true);
  await write(page, 'Offline note: white shirts tonight.');
  const pending = chatLog(page).locator('[data-pending="true"]').filter({ hasText: 'Offline note: white shirts tonight.' });
  await expect(pending.getByText('Pending: sends when you are back online')).toBeVisible();
  await expect(chatLog(playerPage).getByText('Offline note: white shirts tonight.')).toBeHidden();

  // Back online it is sent, and arrives once: on the player's screen and on the server.
  await page.context().setOffline(false);
  await expect(chatLog(playerPage).getByText('Offline note: white shirts tonight.')).toBeVisible({ timeout: 30_000 });
  await expect(chatLog(page).locator('[data-pending="true"]')).toHaveCount(0);
  await expect(chatLog(page).getByText('Offline note: white shirts tonight.')).toHaveCount(1);
  const history = (await (await account.api.get(`/api/teams/${team.id}/chat/messages`)).json()) as { messages: { body: string }[] };
  expect(history.messages.filter((m) => m.body === 'Offline note: white shirts tonight.')).toHaveLength(1);

  // The player deletes their own message after confirming; the captain sees it go.
  await chatLog(playerPage)
    .locator('.chat-message')
    .filter({ hasText: 'Got it, I will bring the pump.' })
    .getByRole('button', { name: 'Delete message' })
    .click();
  await playerPage.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(chatLog(page).getByText('Got it, I will bring the pump.')).toBeHidden();
  await expect(chatLog(page).getByText('Message deleted')).toBeVisible();

  // Mute is one tap, and says so.
  await playerPage.getByRole('button', { name: 'Mute' }).click();
  await expect(playerPage.getByRole('button', { name: 'Muted' })).toHaveAttribute('aria-pressed', 'true');
  await playerContext.close();
});
