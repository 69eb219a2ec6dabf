import type { GameWithEvents } from '../../shared/api/games';

/**
 * Of the game a page holds and an answer for it that just arrived, the one to show. Answers can
 * arrive out of order (a refetch read before a write lands, the service worker's copy, a stream
 * message overtaken by a write's own answer); the game's revision says which is newer, so a page
 * never goes back to a score it has already moved past. An answer as new as the one held wins
 * (it may carry other fields, such as rosters, that changed without the game).
 */
export function newerGame<G extends Pick<GameWithEvents, 'revision'>>(held: G | undefined, incoming: G): G {
  return held !== undefined && held.revision > incoming.revision ? held : incoming;
}
