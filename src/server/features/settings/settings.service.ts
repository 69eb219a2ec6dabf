import { inArray } from 'drizzle-orm';
import { DEFAULT_LEAGUE_NAME, DEFAULT_TIME_ZONE, isValidTimeZone, SETTING_KEYS, type PublicSettings } from '../../../shared/settings';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

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

export async function setSetting(db: Database, key: string, value: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value, updatedAt: new Date() } });
}
