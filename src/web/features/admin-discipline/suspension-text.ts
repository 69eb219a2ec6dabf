import type { SuspensionItem, SuspensionStatusValue } from '../../../shared/api/discipline';

export const SUSPENSION_STATUS_LABELS: Record<SuspensionStatusValue, string> = { serving: 'Serving', served: 'Served', lifted: 'Lifted' };
export const SUSPENSION_STATUS_COLORS: Record<SuspensionStatusValue, string> = { serving: 'red', served: 'gray', lifted: 'teal' };

export const gamesText = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;

/** "2 games (rules: 1)" when an admin changed the length, else "1 game". */
export function lengthText(s: Pick<SuspensionItem, 'games' | 'rule_games' | 'adjustment'>): string {
  return s.adjustment ? `${gamesText(s.games)} (rules: ${s.rule_games})` : gamesText(s.games);
}

/** "1 of 2 served, 1 left". */
export function progressText(s: Pick<SuspensionItem, 'games' | 'served' | 'remaining' | 'status'>): string {
  if (s.status === 'lifted') return 'Lifted';
  return `${s.served} of ${s.games} served${s.remaining > 0 ? `, ${s.remaining} left` : ''}`;
}

/** What the toast says once an adjustment is saved. */
export function adjustedMessage(s: Pick<SuspensionItem, 'player' | 'games' | 'reason_label'>): string {
  return s.games === 0
    ? `${s.player.name}'s suspension (${s.reason_label.toLowerCase()}) is lifted.`
    : `${s.player.name}'s suspension (${s.reason_label.toLowerCase()}) is now ${gamesText(s.games)}.`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 22nd. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "every 5th yellow card" ("every yellow card" for 1). */
export const yellowCardsRuleText = (perSuspension: number) => (perSuspension === 1 ? 'every yellow card' : `every ${ordinal(perSuspension)} yellow card`);
