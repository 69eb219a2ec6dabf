import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { uniqueEmail } from './fixtures';

/** A small photo made on the spot (no binary fixture to keep in the repository). */
export async function makePhoto(format: 'png' | 'jpeg' = 'png', width = 800, height = 600): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 25, g: 113, b: 194 } } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fab005"/></svg>`,
      ),
    },
  ]);
  const buffer = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  return { name: `player.${format === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${format}`, buffer };
}

export interface WaitlistPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export function newPerson(prefix = 'waitlist'): WaitlistPerson {
  const email = uniqueEmail(prefix);
  return { firstName: 'Robin', lastName: `Tester ${email.slice(prefix.length + 1, prefix.length + 9)}`, email, phone: '(416) 555-0199' };
}

/** The waitlist dialog (the top one when the waiver or crop dialog is over it). */
export function waitlistDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Join the Waitlist' });
}

/** Opens the wizard from /waitlist: on a league in waitlist mode (WAITLIST_URL, servers.ts), where the waitlist is open. */
export async function openWaitlistWizard(page: Page): Promise<Locator> {
  await page.goto('/waitlist');
  await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).click();
  const dialog = waitlistDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
  return dialog;
}

export async function fillPersonalInfo(dialog: Locator, person: WaitlistPerson) {
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Phone number').fill(person.phone);
  await dialog.getByLabel('Date of birth').fill('1990-04-25');
  await dialog.getByRole('radio', { name: 'Female' }).check();
}

export async function fillExperience(dialog: Locator) {
  await dialog.getByRole('radio', { name: 'New player' }).check();
  await dialog.getByLabel('Skill level').selectOption('6');
  await dialog.getByRole('checkbox', { name: 'Midfield' }).check();
  await dialog.getByLabel('Preferred position').selectOption('Midfield');
}

export async function fillKit(dialog: Locator) {
  await dialog.getByLabel('Jersey size').selectOption('M');
}

export async function fillContactHealth(dialog: Locator) {
  await dialog.getByLabel('Emergency contact name').fill('Sam Tester');
  await dialog.getByLabel('Emergency contact phone').fill('416-555-0123');
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await dialog.getByRole('checkbox', { name: /^I accept/ }).check();
}

export async function next(dialog: Locator, expectedTitle: string) {
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: expectedTitle })).toBeVisible();
}

/** Steps 1 to 3 filled in, staying on step 3 (Player Kit & Photo) to add a photo. */
export async function fillUpToKit(dialog: Locator, person: WaitlistPerson) {
  await fillPersonalInfo(dialog, person);
  await next(dialog, 'RFC Experience');
  await fillExperience(dialog);
  await next(dialog, 'Player Kit & Photo');
  await fillKit(dialog);
}

/** Steps 1 to 3 filled in, ending on step 4 (Contact & Health). */
export async function fillUpToContact(dialog: Locator, person: WaitlistPerson) {
  await fillUpToKit(dialog, person);
  await next(dialog, 'Contact & Health');
}

/** The spec's texts (§8), as the journeys expect them. */
export const TOASTS = {
  joined: "You've been added to our waitlist! We'll notify you when a roster spot opens up.",
  joinFailed: 'Failed to join waitlist. Please try again or contact us directly.',
  uploadFailed: 'Failed to upload photo. Please try again.',
  cropped: 'Image cropped successfully!',
} as const;
