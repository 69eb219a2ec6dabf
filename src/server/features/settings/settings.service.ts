import { eq } from 'drizzle-orm';
import type { UpdateAdminSettingsInput } from '../../../shared/schemas/settings';
import type { AdminSettings, PublicSettings, Rules } from '../../../shared/api/settings';
import { SETTING_KEYS, type LeagueSettings } from '../../../shared/settings';
import type { Database, Transaction } from '../../db/client';
import { siteSettings } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { recordAudit } from '../../core/audit/audit.service';
import { markAllStandingsStale } from '../standings/index';
import { readLeagueSettings } from '../../core/settings/league-settings';

/** GET /api/settings/public: what every page may know of the league. */
export async function publicSettings(db: Database | Transaction): Promise<PublicSettings> {
  const settings = await readLeagueSettings(db);
  return {
    league_name: settings.leagueName,
    // The spec's rule: waitlist mode is on only when the value is the text "true".
    waitlist_enabled: settings.waitlistEnabled,
    time_zone: settings.timeZone,
    contact_address: settings.contactEmail || null,
  };
}

/**
 * @deprecated Not the public answer any more (that is `publicSettings`, snake_case). Services
 * that need the league's name or time zone (e-mails) should call `readLeagueSettings` from
 * src/server/core/settings/league-settings.ts; kept until returning-players, waitlist-invitations and server.ts switch.
 */
export const getPublicSettings = readLeagueSettings;

/** The settings a table is computed with: changing one puts every stored table behind (decision 041). */
const STANDINGS_KEYS: readonly string[] = [SETTING_KEYS.pointsForWin, SETTING_KEYS.pointsForDraw, SETTING_KEYS.pointsForLoss, SETTING_KEYS.forfeitScore];

export async function setSetting(db: Database | Transaction, key: string, value: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value, updatedAt: new Date() } });
  if (STANDINGS_KEYS.includes(key)) await markAllStandingsStale(db);
}

function toAdminSettings(s: LeagueSettings): AdminSettings {
  return {
    waitlist_enabled: s.waitlistEnabled,
    league_name: s.leagueName,
    contact_email: s.contactEmail,
    time_zone: s.timeZone,
    players_per_side: s.playersPerSide,
    points_for_win: s.pointsForWin,
    points_for_draw: s.pointsForDraw,
    points_for_loss: s.pointsForLoss,
    forfeit_score: `${s.forfeitWinnerGoals}-${s.forfeitLoserGoals}`,
    rules_text: s.rulesText,
    trade_deadline: s.tradeDeadline ?? '',
    auto_publish_standings: s.autoPublishStandings,
    red_card_suspension_games: s.redCardSuspensionGames,
    yellow_cards_per_suspension: s.yellowCardsPerSuspension,
    yellow_card_suspension_games: s.yellowCardSuspensionGames,
    payment_instructions: s.paymentInstructions,
    rsvp_reminder_first_hours: s.rsvpReminderFirstHours,
    rsvp_reminder_second_hours: s.rsvpReminderSecondHours,
    roster_changes_need_approval: s.rosterChangesNeedApproval,
  };
}

/**
 * Each field of the PUT body and the row it is stored in. site_settings keeps text: String()
 * gives the spec's "true"/"false" for the waitlist switch, and plain digits for numbers.
 */
const STORED_AS: Record<keyof AdminSettings, string> = {
  waitlist_enabled: SETTING_KEYS.waitlistEnabled,
  league_name: SETTING_KEYS.leagueName,
  contact_email: SETTING_KEYS.contactEmail,
  time_zone: SETTING_KEYS.timeZone,
  players_per_side: SETTING_KEYS.playersPerSide,
  points_for_win: SETTING_KEYS.pointsForWin,
  points_for_draw: SETTING_KEYS.pointsForDraw,
  points_for_loss: SETTING_KEYS.pointsForLoss,
  forfeit_score: SETTING_KEYS.forfeitScore,
  rules_text: SETTING_KEYS.rulesText,
  trade_deadline: SETTING_KEYS.tradeDeadline,
  auto_publish_standings: SETTING_KEYS.autoPublishStandings,
  red_card_suspension_games: SETTING_KEYS.redCardSuspensionGames,
  yellow_cards_per_suspension: SETTING_KEYS.yellowCardsPerSuspension,
  yellow_card_suspension_games: SETTING_KEYS.yellowCardSuspensionGames,
  payment_instructions: SETTING_KEYS.paymentInstructions,
  rsvp_reminder_first_hours: SETTING_KEYS.rsvpReminderFirstHours,
  rsvp_reminder_second_hours: SETTING_KEYS.rsvpReminderSecondHours,
  roster_changes_need_approval: SETTING_KEYS.rosterChangesNeedApproval,
};

export async function getAdminSettings({ db, actor }: { db: Database; actor: Actor | null }): Promise<AdminSettings> {
  requireActor(actor);
  return toAdminSettings(await readLeagueSettings(db));
}

/**
 * A partial update: only the fields sent are stored, each as its text, in one transaction;
 * the audit row keeps every setting before and after.
 */
export async function updateAdminSettings({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor | null;
  input: UpdateAdminSettingsInput;
}): Promise<AdminSettings> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const before = toAdminSettings(await readLeagueSettings(tx));
    for (const [field, key] of Object.entries(STORED_AS) as [keyof AdminSettings, string][]) {
      const value = input[field];
      if (value !== undefined) await setSetting(tx, key, String(value));
    }
    const after = toAdminSettings(await readLeagueSettings(tx));
    await recordAudit(tx, { actor: admin, action: 'settings.updated', entityType: 'site_settings', entityId: null, before, after });
    return after;
  });
}

/** The rules page: the rules text and when it was last saved. */
export async function getRules(db: Database): Promise<Rules> {
  const [row] = await db
    .select({ value: siteSettings.settingValue, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, SETTING_KEYS.rulesText));
  return { rules_text: row?.value ?? '', updated_at: row?.updatedAt.toISOString() ?? null };
}
