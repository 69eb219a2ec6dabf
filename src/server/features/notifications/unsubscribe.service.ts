import { eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { notificationUnsubscribeUses, users } from '../../db/schema/index';
import { turnEmailOff } from './preferences.service';
import type { UnsubscribeSigner } from './unsubscribe-token';

export interface UnsubscribePage {
  status: 200 | 400 | 410;
  title: string;
  message: string;
  /** Offer the button that unsubscribes (the GET's page for a usable link). */
  confirm?: { label: string };
}

const INVALID: UnsubscribePage = {
  status: 400,
  title: 'Link not valid',
  message: 'This unsubscribe link is not valid. Sign in and choose what you hear about on your profile.',
};
const USED: UnsubscribePage = {
  status: 410,
  title: 'Link already used',
  message: 'This unsubscribe link has already been used. Sign in to change what you hear about on your profile.',
};

/**
 * GET: what the link would do, with a button. Mail scanners open links in e-mails; only the
 * POST (the button, or a mail client's one-click List-Unsubscribe-Post) changes anything.
 */
export async function describeUnsubscribe(db: Database, signer: UnsubscribeSigner, token: string | undefined): Promise<UnsubscribePage> {
  const claim = token ? signer.verify(token) : undefined;
  if (!claim || !(await personExists(db, claim.userId))) return INVALID;
  const [used] = await db
    .select({ nonce: notificationUnsubscribeUses.nonce })
    .from(notificationUnsubscribeUses)
    .where(eq(notificationUnsubscribeUses.nonce, claim.nonce));
  if (used) return USED;
  const label = NOTIFICATION_KINDS[claim.kind].label;
  return {
    status: 200,
    title: 'Unsubscribe',
    message: `Stop e-mails about "${label}"? Other notifications are not affected.`,
    confirm: { label: 'Unsubscribe' },
  };
}

/** POST: turns that one kind's e-mails off for that one person; the link then works no more. */
export async function applyUnsubscribe(db: Database, signer: UnsubscribeSigner, token: string | undefined): Promise<UnsubscribePage> {
  const claim = token ? signer.verify(token) : undefined;
  if (!claim || !(await personExists(db, claim.userId))) return INVALID;
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(notificationUnsubscribeUses)
      .values({ nonce: claim.nonce, userId: claim.userId, kind: claim.kind })
      .onConflictDoNothing({ target: notificationUnsubscribeUses.nonce })
      .returning({ nonce: notificationUnsubscribeUses.nonce });
    if (!first) return USED;
    await turnEmailOff(tx, claim.userId, claim.kind);
    return {
      status: 200,
      title: 'Unsubscribed',
      message: `You will no longer get e-mails about "${NOTIFICATION_KINDS[claim.kind].label}". You can turn them back on from your profile.`,
    };
  });
}

async function personExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own (no app bundle needed, no sign-in). */
export function unsubscribeHtml(page: UnsubscribePage, leagueName: string, actionUrl: string): string {
  const form = page.confirm
    ? `<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit">${escapeHtml(page.confirm.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · ${escapeHtml(leagueName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font-size:1rem;padding:.5rem 1.25rem;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>${form}<p><a href="/profile">Your profile</a></p></main></body></html>`;
}
