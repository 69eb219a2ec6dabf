import type { Page } from '@playwright/test';
import type { PublicTeamDetail, PublicTeamsList } from '../../src/shared/api/league-directory';
import { addToRoster, createDivision, createPlayer, createSeason, createTeam, registerWithoutPaying } from './factories';
import { expect, expectAccessible, test, type Role } from './fixtures';
import { fillContactHealth, fillExperience, fillKit, fillPersonalInfo, makePhoto, newPerson, next, openWaitlistWizard } from './waitlist-fixtures';
import { setUpRefereeGame } from './referee-fixtures';
import { WAITLIST_URL } from './servers';
import * as registration from './registration-fixtures';

// Each page's check stands alone: spread over both workers, so that the longest file of the
// journeys does not run on one of them while the other has finished.
test.describe.configure({ mode: 'parallel' });

/**
 * axe on every routed page, in light (desktop width) and dark (phone width): nothing serious
 * or critical. Add a page here when it is routed.
 */
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/login?method=phone',
  '/register',
  '/reset-password',
  '/reset-password?token=not-a-real-token',
  '/waitlist',
  '/waiver',
  '/teams-public',
  '/players-public',
  '/rules',
  '/gallery',
  '/schedule',
  '/live',
  '/rankings',
  '/rankings-enhanced',
  '/leaderboard',
  '/no-such-page',
  '/register?invitation=not-a-real-token',
  // Signed out, the payment pages ask the visitor to sign in.
  '/payment-success?registration=00000000-0000-4000-8000-000000000000',
  '/payment-canceled?registration=00000000-0000-4000-8000-000000000000',
];
const SIGNED_IN_PAGES: { path: string; role: Role }[] = [
  { path: '/profile', role: 'player' },
  { path: '/admin/waitlist', role: 'admin' },
  { path: '/admin/settings', role: 'admin' },
  { path: '/admin/announcements', role: 'admin' },
  { path: '/admin/players', role: 'admin' },
  { path: '/admin/users', role: 'admin' },
  { path: '/admin/teams', role: 'admin' },
  { path: '/admin/dashboard', role: 'admin' },
  { path: '/admin/activity', role: 'admin' },
  { path: '/admin/seasons', role: 'admin' },
  { path: '/admin/divisions', role: 'admin' },
  { path: '/admin/discount-codes', role: 'admin' },
  { path: '/admin/waivers', role: 'admin' },
  { path: '/admin/returning-players', role: 'admin' },
  { path: '/gallery', role: 'admin' },
  { path: '/register', role: 'player' },
  { path: '/payment-success?registration=00000000-0000-4000-8000-000000000000', role: 'player' },
  { path: '/payment-canceled', role: 'player' },
  { path: '/player/my-schedule', role: 'player' },
  { path: '/referee/dashboard', role: 'referee' },
  { path: '/admin/schedule', role: 'admin' },
  { path: '/admin/rankings', role: 'admin' },
  { path: '/admin/publish-rankings', role: 'admin' },
  { path: '/admin/season-rankings', role: 'admin' },
  { path: '/admin/discipline', role: 'admin' },
  { path: '/admin/trades', role: 'admin' },
];
/** The account menu is the same on every page: checked open on one page per role. */
const MENU_CHECKED_ON = new Set(['/profile', '/admin/dashboard']);
const THEMES = ['light', 'dark'] as const;
/**
 * Each theme is checked at one width: dark on a phone (the field at night), light on a
 * desktop. Every page is still seen in both themes and at both layouts, at half the axe
 * runs, which keeps the journeys inside CI's time.
 */
const WIDTH_OF_THEME = { dark: 390, light: 1280 } as const;
const widthsFor = (theme: (typeof THEMES)[number]) => [WIDTH_OF_THEME[theme]];

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * Dialogs and toasts fade in and out: axe would measure the contrast of text half-way
 * through. Toasts (4 s each) are waited out too: one fading under a dialog's overlay is not
 * what a check of the dialog is about.
 */
async function animationsDone(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  // Endless ones (the live dot's pulse) never finish and change no text.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Waits for the page to finish loading: no spinner, a main landmark with a heading. */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  // The longest lists (the demo's whole schedule) take more than the usual 15 s on a busy machine.
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Light at a desktop's width, then dark at a phone's, in one browser: one sign-in and one cold
 * start serve both. The theme is the system's (the default choice), so switching it needs no
 * stored value; `after` runs in each theme with the page checked.
 */
async function inBothThemes(page: Page, visit: () => Promise<void>, after?: () => Promise<void>) {
  for (const theme of THEMES) {
    await test.step(`${theme} theme at ${WIDTH_OF_THEME[theme]} px`, async () => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width: WIDTH_OF_THEME[theme], height: 900 });
      await visit();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectAccessible(page);
      await after?.();
    });
  }
}

async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

// One test per page, both themes in it: a failure names its page and its theme's step, and
// no test grows with the number of pages.
for (const path of PUBLIC_PAGES) {
  test(`${path} passes axe in both themes`, async ({ page }) => {
    test.setTimeout(120_000); // two axe runs on long public lists
    await inBothThemes(page, () => openSettled(page, path));
  });
}

for (const { path, role } of SIGNED_IN_PAGES) {
  test.describe(() => {
    test.use({ signedInAs: role });
    test(`${path} as ${role} passes axe in both themes`, async ({ page }) => {
      test.setTimeout(150_000); // up to four axe runs on long admin lists
      await inBothThemes(
        page,
        () => openSettled(page, path),
        async () => {
          if (!MENU_CHECKED_ON.has(path)) return;
          // The account menu open, as the signed-in user sees it.
          await page.getByRole('button', { name: 'Account menu' }).click();
          await expect(page.getByRole('menu')).toBeVisible();
          // The menu fades in: axe mid-fade measures half-transparent text.
          await animationsDone(page);
          await test.step('with the account menu open', () => expectAccessible(page));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toBeHidden();
        },
      );
    });
  });
}

test.describe('on the league in waitlist mode', () => {
  // The wizard opens from an open waitlist: only in waitlist mode (decision 011, servers.ts).
  test.use({ baseURL: WAITLIST_URL });

  for (const theme of THEMES) {
    for (const width of widthsFor(theme)) {
      test(`the waitlist dialog passes axe on each step, with its messages, in the ${theme} theme at ${width} px`, async ({ page }) => {
        test.setTimeout(150_000); // seven steps, each checked by axe with its messages showing
        await page.setViewportSize({ width, height: 900 });
        await useTheme(page, theme);
        // The open /waitlist page (the demo league's, closed, is among PUBLIC_PAGES).
        await page.goto('/waitlist');
        await expect(page.getByRole('main').getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
        await test.step('the open /waitlist page', () => expectAccessible(page));
        const dialog = await openWaitlistWizard(page);
        const check = async (step: string) => {
          // With the step's messages showing, as a user who pressed Next too early sees it.
          await dialog.getByRole('button', { name: step === 'Contact & Health' ? 'Join Waitlist' : 'Next' }).click();
          await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
          await animationsDone(page);
          await test.step(step, () => expectAccessible(page));
        };
        await check('Personal Info');
        await fillPersonalInfo(dialog, newPerson('axe'));
        await next(dialog, 'RFC Experience');
        await check('RFC Experience');
        await fillExperience(dialog);
        await next(dialog, 'Player Kit & Photo');
        await check('Player Kit & Photo');
        await fillKit(dialog);
        const chooser = page.waitForEvent('filechooser');
        await dialog.getByRole('button', { name: 'Upload Photo' }).click();
        await (await chooser).setFiles(await makePhoto('png'));
        const crop = page.getByRole('dialog', { name: 'Crop Your Photo' });
        await expect(crop.getByRole('group', { name: /Crop area/ })).toBeVisible();
        await animationsDone(page);
        await test.step('the crop dialog', () => expectAccessible(page));
        await crop.getByRole('button', { name: 'Crop & Save' }).click();
        await expect(dialog.getByRole('img', { name: 'Your photo' })).toBeVisible();
        await animationsDone(page);
        await test.step('a chosen photo', () => expectAccessible(page));
        await next(dialog, 'Contact & Health');
        await check('Contact & Health');
        await fillContactHealth(dialog);
        await dialog.getByRole('button', { name: 'Read the League Waiver & Release' }).click();
        await expect(page.getByRole('dialog', { name: 'League Waiver & Release' })).toContainText('Version');
        await animationsDone(page);
        await test.step('the waiver dialog', () => expectAccessible(page));
      });
    }
  }
});

test('the gallery lightbox passes axe in both themes', async ({ page }) => {
  await inBothThemes(page, async () => {
    await openSettled(page, '/gallery');
    await page.getByRole('list', { name: 'Photos' }).getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByRole('dialog').getByText(/^1 of \d+$/)).toBeVisible();
    await animationsDone(page);
  });
});

// A team's page has an id in its path: a team of the test's own (a captain and a player),
// reached from the list, as an admin would.
test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin team page passes axe in both themes', async ({ page, account, newAccount }) => {
    test.setTimeout(120_000); // two pages per theme, as the list leads to the team
    const [season, division, captain, player] = await Promise.all([
      createSeason(account.api),
      createDivision(account.api),
      createPlayer(newAccount),
      createPlayer(newAccount),
    ]);
    const team = await createTeam(account.api, { season_id: season.id, division_id: division.id });
    await addToRoster(account.api, team.id, captain.playerId, { roster_role: 'captain', jersey_number: 9 });
    await addToRoster(account.api, team.id, player.playerId);
    await inBothThemes(page, async () => {
      await openSettled(page, '/admin/teams');
      await page.getByLabel('Search', { exact: true }).fill(team.name);
      // The search is applied (to the address) before the link is followed.
      await expect(page).toHaveURL(/[?&]q=/);
      // The filtered list, not the one it replaces: a link of the old list can be swapped out
      // under the click.
      await expect(page.getByText('1 team', { exact: true })).toBeVisible();
      await page.locator(`a[href="/admin/teams/${team.id}"]`).click();
      await expect(page).toHaveURL(/\/admin\/teams\/[0-9a-f-]{36}$/);
      await settled(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Roster' })).toBeVisible();
    });
  });

  // A registration's page has an id in its path: a registration of the test's own, still owing the fee.
  test('an admin registration page passes axe in both themes', async ({ page, account, newAccount }) => {
    test.setTimeout(150_000); // four axe runs
    const [period, player] = await Promise.all([registration.openPeriodByApi(account.api, { feeCents: 6500, capacity: 10 }), newAccount()]);
    const registrationId = await registerWithoutPaying(player, period.periodId);
    await inBothThemes(
      page,
      async () => {
        await openSettled(page, `/admin/players/registration/${registrationId}`);
        await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
      },
      async () => {
        await page.getByRole('button', { name: 'Mark paid' }).click();
        await expect(page.getByRole('dialog', { name: 'Mark paid' })).toBeVisible();
        await animationsDone(page);
        await test.step('with the Mark paid dialog open', () => expectAccessible(page));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      },
    );
  });
});

// The referee's page for one game has an id in its path: a game of the test's own, about to kick off.
test.describe('as a referee', () => {
  test.use({ signedInAs: 'referee' });

  test("a referee's game page passes axe in both themes", async ({ page, account, newAccount, baseURL }) => {
    const game = await setUpRefereeGame(baseURL ?? '', newAccount, account);
    await inBothThemes(page, async () => {
      await openSettled(page, `/referee/${game.gameId}`);
      await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
    });
  });
});

/** A public team and one of its players, picked from the API at test time (ids change with every seed). */
async function publicTeamAndPlayerPaths(page: Page): Promise<Record<'team' | 'player' | 'unknown team', string>> {
  const teams = (await (await page.request.get('/api/public/teams')).json()) as PublicTeamsList;
  const teamId = teams.groups[0]?.teams[0]?.id;
  if (!teamId) throw new Error('the demo league has no public team');
  const team = (await (await page.request.get(`/api/public/teams/${teamId}`)).json()) as PublicTeamDetail;
  const playerId = team.roster[0]?.player_id;
  if (!playerId) throw new Error('the demo team has no player');
  return { team: `/team/${teamId}`, player: `/player/${playerId}`, 'unknown team': '/team/00000000-0000-4000-8000-000000000000' };
}

for (const kind of ['team', 'player', 'unknown team'] as const) {
  test(`a public ${kind} page passes axe in both themes`, async ({ page }) => {
    const path = (await publicTeamAndPlayerPaths(page))[kind];
    await inBothThemes(page, () => openSettled(page, path));
  });
}

// /register's steps with their messages showing, then the payment pages, for a new player
// with an open division made for the test (the demo league has none open).
for (const theme of THEMES) {
  for (const width of widthsFor(theme)) {
    test(`the registration steps and payment pages pass axe, with their messages, in the ${theme} theme at ${width} px`, async ({ page, newAccount }) => {
      test.setTimeout(240_000); // six steps, the checkout and back: up to 150 s on a busy two-core machine
      const admin = await newAccount({ role: 'admin' });
      const period = await registration.openPeriodByApi(admin.api, { feeCents: 4000, capacity: 20 });
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      const person = registration.newPerson('axe-register');
      const check = async (name: string) => {
        await animationsDone(page);
        await test.step(name, () => expectAccessible(page));
      };
      await page.goto('/register');
      await settled(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await check('Account');
      await registration.createAccountOnRegister(page, person);
      await page.getByLabel('Phone number').fill('');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await check('Player details');
      await registration.fillPlayerDetails(page, person);
      await registration.next(page, 'Season and division');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Choose a season and division.')).toBeVisible();
      await check('Season and division');
      await page.getByRole('radio', { name: period.label }).check();
      await registration.next(page, 'Waiver');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('Type your full name to sign')).toHaveAttribute('aria-invalid', 'true');
      await check('Waiver');
      await page.getByLabel('Type your full name to sign').fill(`${person.firstName} ${person.lastName}`);
      await registration.next(page, 'Discount code');
      await page.getByLabel('Discount code').fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByLabel('Discount code')).toHaveAttribute('aria-invalid', 'true');
      await check('Discount code');
      // Not applied: Register sends it, and the server's refusal brings the step back with its message.
      await registration.next(page, 'Payment');
      await check('Payment');
      await page.getByRole('button', { name: 'Register and pay' }).click();
      await expect(registration.stepTitle(page, 'Discount code')).toBeVisible();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await check('a refused registration');
      await page.getByLabel('Discount code').fill('');
      await registration.next(page, 'Payment');
      await page.getByRole('button', { name: 'Register and pay' }).click();
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await check('/payment-canceled');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
      await check('/payment-success');
    });
  }
}
