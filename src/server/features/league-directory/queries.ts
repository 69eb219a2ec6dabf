import { z } from 'zod';
import { PUBLIC_PLAYERS_PAGE_SIZE } from '../../../shared/league-directory';
import { listQuerySchema, optionalIdParam, searchParam } from '../../http/list-query';

// Server-only query-string schemas (decision 006: full zod is fine where the browser never loads it).
export const publicTeamsQuerySchema = z.object({
  season_id: optionalIdParam('Season must be a season id.'),
  division_id: optionalIdParam('Division must be a division id.'),
});
export type PublicTeamsQuery = z.infer<typeof publicTeamsQuerySchema>;

/** One page size: the grid is laid out for it. */
export const publicPlayersQuerySchema = listQuerySchema(
  {
    season_id: optionalIdParam('Season must be a season id.'),
    division_id: optionalIdParam('Division must be a division id.'),
    team_id: optionalIdParam('Team must be a team id.'),
    q: searchParam(),
  },
  { pageSizeDefault: PUBLIC_PLAYERS_PAGE_SIZE, pageSizeMax: PUBLIC_PLAYERS_PAGE_SIZE },
);
export type PublicPlayersQuery = z.infer<typeof publicPlayersQuerySchema>;
