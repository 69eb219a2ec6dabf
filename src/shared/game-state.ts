// The one derivation of a game's status and score from its events (decision 035). The server
// runs it in the transaction that writes an event; the referee page runs it over the events
// still waiting in its offline queue, to show the score as it will be.

/** The part of an event the status and score depend on. */
export interface ScoringEvent {
  type: string;
  /** The scoring team of a goal; the player's team of an own goal (which counts for the other team). */
  team_id: string | null;
}

export interface DerivedGameState {
  status: 'scheduled' | 'live' | 'final';
  is_live: boolean;
  /** Null until kick-off: a game not started has no score. */
  home_score: number | null;
  away_score: number | null;
}

/**
 * kick_off makes a game live, full_time final; the score counts goals for their team and own
 * goals for the other one. Deleted events are left out by the caller.
 */
export function deriveGameState(events: readonly ScoringEvent[], teams: { home_team_id: string; away_team_id: string }): DerivedGameState {
  const kickedOff = events.some((e) => e.type === 'kick_off');
  if (!kickedOff) return { status: 'scheduled', is_live: false, home_score: null, away_score: null };
  const ended = events.some((e) => e.type === 'full_time');
  let home = 0;
  let away = 0;
  for (const event of events) {
    const forHome = (event.type === 'goal' && event.team_id === teams.home_team_id) || (event.type === 'own_goal' && event.team_id === teams.away_team_id);
    const forAway = (event.type === 'goal' && event.team_id === teams.away_team_id) || (event.type === 'own_goal' && event.team_id === teams.home_team_id);
    if (forHome) home += 1;
    if (forAway) away += 1;
  }
  return { status: ended ? 'final' : 'live', is_live: !ended, home_score: home, away_score: away };
}
