import { eq, inArray } from 'drizzle-orm';
import type { UpdateAdminSettingsInput } from '../../../shared/schemas/settings';
import { DEFAULT_LEAGUE_NAME, DEFAULT_TIME_ZONE, isValidTimeZone, SETTING_KEYS, type AdminSettings, type PublicSettings } from '../../../shared/settings';
import type { Database, Transaction } from '../../db/client';
import { siteSettings } from '../../db/schema/index';
import { assertRoles } from '../../http/access';
import type { Actor } from '../../http/context';
import { recordAudit } from '../audit/audit.service';

export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, [SETTING_KEYS.waitlistEnabled, SETTING_KEYS.leagueName, SETTING_KEYS.timeZone]));
  const value = (key: string) => rows.find((r) => r.settingKey === key)?.settingValue;
  const timeZone = value(SETTING_KEYS.timeZone);
  return {
    leagueName: value(SETTING_KEYS.leagueName) || DEFAULT_LEAGUE_NAME,
    // The spec's rule: waitlist mode is on only when the value is the text "true".
    waitlistEnabled: value(SETTING_KEYS.waitlistEnabled) === 'true',
    timeZone: timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
  };
}

export async function setSetting(db: Database | Transaction, key: string, value: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value, updatedAt: new Date() } });
}

async function readAdminSettings(db: Database | Transaction): Promise<AdminSettings> {
  const [waitlist] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, SETTING_KEYS.waitlistEnabled));
  return { waitlist_enabled: waitlist?.settingValue === 'true' };
}

export async function getAdminSettings({ db, actor }: { db: Database; actor: Actor | null }): Promise<AdminSettings> {
  assertRoles(actor, ['admin']);
  return readAdminSettings(db);
}

/** Stores the waitlist switch as the spec's text ("true" or "false") and audits the change. */
export async function updateAdminSettings({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor | null;
  input: UpdateAdminSettingsInput;
}): Promise<AdminSettings> {
  const admin = assertRoles(actor, ['admin']);
  return db.transaction(async (tx) => {
    const before = await readAdminSettings(tx);
    await setSetting(tx, SETTING_KEYS.waitlistEnabled, input.waitlist_enabled ? 'true' : 'false');
    const after = await readAdminSettings(tx);
    await recordAudit(tx, { actor: admin, action: 'settings.updated', entityType: 'site_settings', entityId: null, before, after });
    return after;
  });
}
