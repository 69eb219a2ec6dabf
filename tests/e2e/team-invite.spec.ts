import { createDivision, createSeason, createTeam, createPlayer, addToRoster } from './factories';
import { enterSignUpCode, expect, expectAccessible, newSignedInContext, rootAdminApi, STRONG_PASSWORD, test, uniqueEmail, uniqueTag } from './fixtures';

// Issue 23's journey (decision 077): a captain makes an invite link, a new visitor follows it,
// creates an account, joins, and is on the roster.

test('a captain makes an invite link; a new visitor follows it, registers, joins and is on the roster', async ({ browser, baseURL, newAccount }) => {
  // Two people in two browsers, a sign-up with its mailed code and two accessibility checks.
  test.slow();
  const admin = await rootAdminApi(baseURL ?? '');
  // A season and division of the journey's own: an open division, so the visitor's details pass its rules.
  const season = await createSeason(admin);
  const division = await createDivision(admin);
  const team = await createTeam(admin, { season_id: season.id, division_id: division.id });
  const captain = await createPlayer(newAccount, { role: 'captain' });
  await addToRoster(admin, team.id, captain.playerId, { roster_role: 'captain' });

  // The captain makes the link in the captain area.
  const captainContext = await newSignedInContext(browser, captain.account);
  const captainPage = await captainContext.newPage();
  await captainPage.goto('/captain/manage-roster');
  // The first visit loads the captain area's chunks: on a busy machine that can pass the default wait.
  await expect(captainPage.getByRole('heading', { name: 'Team invites' })).toBeVisible({ timeout: 45_000 });
  await captainPage.getByLabel('Expires after').selectOption({ label: '3 days' });
  await captainPage.getByLabel('How many people can join with it').fill('5');
  await captainPage.getByRole('button', { name: 'Create invite link' }).click();
  const linkField = captainPage.getByRole('textbox', { name: 'Invite link' });
  await expect(linkField).toHaveValue(/\/join-team\/[A-Za-z0-9_-]{43}$/);
  await expect(captainPage.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
  const link = await linkField.inputValue();
  await expect(captainPage.getByRole('listitem').filter({ hasText: '0 of 5 used' })).toBeVisible();

  // A visitor with no account follows the link.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByRole('heading', { name: `Join ${team.name}` })).toBeVisible({ timeout: 45_000 });
  await expect(visitor.getByText(division.name)).toBeVisible();
  await expectAccessible(visitor);

  const email = uniqueEmail('invited');
  const lastName = `Invited ${uniqueTag()}`;
  await visitor.getByLabel('First name').fill('Robin');
  await visitor.getByLabel('Last name').fill(lastName);
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password').fill(STRONG_PASSWORD);
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await enterSignUpCode(visitor, email);

  // Signed in, the same page asks what joining needs: the details the division's rules read, and the waiver.
  await expect(visitor.getByRole('button', { name: `Join ${team.name}` })).toBeVisible();
  await expect(visitor).toHaveURL(new URL(link).pathname);
  await visitor.getByLabel('Date of birth').fill('1993-07-21');
  await visitor.getByRole('radio', { name: 'Female' }).check();
  await visitor.getByLabel('Your full name, to sign the waiver').fill(`Robin ${lastName}`);
  await expectAccessible(visitor);
  await visitor.getByRole('button', { name: `Join ${team.name}` }).click();

  // Joined: the team's page lists the new player.
  await expect(visitor).toHaveURL(`/team/${team.id}`);
  await expect(visitor.getByRole('region', { name: 'Roster' })).toContainText(`Robin ${lastName}`);

  // The captain's list counts the use and names who joined.
  await captainPage.reload();
  const used = captainPage.getByRole('listitem').filter({ hasText: '1 of 5 used' });
  await expect(used).toBeVisible();
  await expect(used).toContainText(`Joined: Robin ${lastName}`);

  // Revoked, the link says so plainly.
  await used.getByRole('button', { name: 'Revoke' }).click();
  await captainPage.getByRole('dialog').getByRole('button', { name: 'Revoke invite' }).click();
  await expect(captainPage.getByRole('listitem').filter({ hasText: 'Revoked' })).toBeVisible();
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(new URL(link).pathname);
  await expect(strangerPage.getByText('This invite link was cancelled by the team. Ask your captain for a new one.')).toBeVisible();

  await Promise.all([captainContext.close(), visitorContext.close(), stranger.close()]);
});
