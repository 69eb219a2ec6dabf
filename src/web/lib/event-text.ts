import type { GameEvent } from '../../shared/api/games';
import type { NamedOption } from '../../shared/api/page';
import { GAME_CONTROL_EVENTS, GAME_EVENT_LABELS, type GameEventType } from '../../shared/games';

/*
 * The words for a game's events, one set for the referee's page and the public game pages
 * (/live, a game's own page).
 */

export const eventLabel = (type: GameEventType): string => GAME_EVENT_LABELS[type];

export const isControlEvent = (type: GameEventType): boolean => GAME_CONTROL_EVENTS.includes(type);

/** "12'" or nothing. */
export const minuteText = (minute: number | null): string => (minute === null ? '' : `${minute}'`);

/**
 * What happened, in a line: "Goal · Lions: Ana Diaz (assist Ben Roy)", "Yellow card · Tigers:
 * Cy Lee", "Half time", "Note: Pitch is wet". An own goal names the player's team. The public
 * pages have always written the assist "(assist: Ben Roy)"; `assistColon` keeps that.
 */
export function describeEvent(
  event: Pick<GameEvent, 'type' | 'team_id' | 'player' | 'assist' | 'note'>,
  teams: readonly NamedOption[],
  { assistColon = false }: { assistColon?: boolean } = {},
): string {
  const label = eventLabel(event.type);
  if (event.type === 'note') return `${label}: ${event.note}`;
  if (isControlEvent(event.type)) return label;
  const team = teams.find((t) => t.id === event.team_id)?.name;
  const assist = event.assist ? `(assist${assistColon ? ':' : ''} ${event.assist.name})` : null;
  const who = [event.player?.name, assist].filter(Boolean).join(' ');
  const rest = [team, who].filter(Boolean).join(': ');
  return rest ? `${label} · ${rest}` : label;
}
