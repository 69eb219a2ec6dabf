import {
  DEFAULT_LEAGUE_SETTINGS,
  isValidTimeZone,
  RSVP_REMINDER_HOURS_RANGE,
  SETTING_KEYS,
  SUSPENSION_GAMES_RANGE,
  YELLOW_CARDS_PER_SUSPENSION_RANGE,
  type LeagueSettings,
} from '../../../shared/settings';
import type { Database, Transaction } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

/**
 * Every league setting, typed. site_settings keeps text (the spec's shape for
 * waitlist_enabled); a row that is missing or does not parse gives the default, so a bad
 * value typed into the database by hand cannot break standings or the home page.
 */
export async function readLeagueSettings(db: Database | Transaction): Promise<LeagueSettings> {
  const rows = await db.select({ key: siteSettings.settingKey, value: siteSettings.settingValue }).from(siteSettings);
  return parseLeagueSettings(new Map(rows.map((row) => [row.key, row.value])));
}

export function parseLeagueSettings(stored: ReadonlyMap<string, string>): LeagueSettings {
  const d = DEFAULT_LEAGUE_SETTINGS;
  const text = (key: string) => stored.get(key);
  const int = (key: string, fallback: number, min: number, max: number) => {
    const raw = text(key);
    if (raw === undefined || !/^-?\d+$/.test(raw.trim())) return fallback;
    const value = Number(raw);
    return value >= min && value <= max ? value : fallback;
  };
  // A stored "false" is the league's choice and stays, whatever the default becomes.
  const bool = (key: string, fallback: boolean) => {
    const raw = text(key)?.trim();
    return raw === 'true' ? true : raw === 'false' ? false : fallback;
  };
  const timeZone = text(SETTING_KEYS.timeZone);
  const forfeit = /^(\d{1,2})-(\d{1,2})$/.exec(text(SETTING_KEYS.forfeitScore)?.trim() ?? '');
  const deadline = text(SETTING_KEYS.tradeDeadline)?.trim() ?? '';
  return {
    leagueName: text(SETTING_KEYS.leagueName)?.trim() || d.leagueName,
    timeZone: timeZone && isValidTimeZone(timeZone) ? timeZone : d.timeZone,
    contactEmail: text(SETTING_KEYS.contactEmail)?.trim() ?? d.contactEmail,
    playersPerSide: int(SETTING_KEYS.playersPerSide, d.playersPerSide, 4, 11),
    pointsForWin: int(SETTING_KEYS.pointsForWin, d.pointsForWin, 0, 10),
    pointsForDraw: int(SETTING_KEYS.pointsForDraw, d.pointsForDraw, 0, 10),
    pointsForLoss: int(SETTING_KEYS.pointsForLoss, d.pointsForLoss, 0, 10),
    forfeitWinnerGoals: forfeit ? Number(forfeit[1]) : d.forfeitWinnerGoals,
    forfeitLoserGoals: forfeit ? Number(forfeit[2]) : d.forfeitLoserGoals,
    rulesText: text(SETTING_KEYS.rulesText) ?? d.rulesText,
    tradeDeadline: /^\d{4}-\d{2}-\d{2}$/.test(deadline) ? deadline : null,
    autoPublishStandings: bool(SETTING_KEYS.autoPublishStandings, d.autoPublishStandings),
    redCardSuspensionGames: int(SETTING_KEYS.redCardSuspensionGames, d.redCardSuspensionGames, SUSPENSION_GAMES_RANGE.min, SUSPENSION_GAMES_RANGE.max),
    yellowCardsPerSuspension: int(
      SETTING_KEYS.yellowCardsPerSuspension,
      d.yellowCardsPerSuspension,
      YELLOW_CARDS_PER_SUSPENSION_RANGE.min,
      YELLOW_CARDS_PER_SUSPENSION_RANGE.max,
    ),
    yellowCardSuspensionGames: int(SETTING_KEYS.yellowCardSuspensionGames, d.yellowCardSuspensionGames, SUSPENSION_GAMES_RANGE.min, SUSPENSION_GAMES_RANGE.max),
    paymentInstructions: text(SETTING_KEYS.paymentInstructions)?.trim() ?? d.paymentInstructions,
    rsvpReminderFirstHours: int(SETTING_KEYS.rsvpReminderFirstHours, d.rsvpReminderFirstHours, RSVP_REMINDER_HOURS_RANGE.min, RSVP_REMINDER_HOURS_RANGE.max),
    rsvpReminderSecondHours: int(SETTING_KEYS.rsvpReminderSecondHours, d.rsvpReminderSecondHours, RSVP_REMINDER_HOURS_RANGE.min, RSVP_REMINDER_HOURS_RANGE.max),
    rosterChangesNeedApproval: bool(SETTING_KEYS.rosterChangesNeedApproval, d.rosterChangesNeedApproval),
    // The spec's rule: on only when the value is the text "true".
    waitlistEnabled: text(SETTING_KEYS.waitlistEnabled) === 'true',
  };
}
