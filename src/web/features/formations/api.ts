import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveLineupInput } from '../../../shared/schemas/lineups';
import { api } from '../../lib/api';

// Private data: keys under 'me' are dropped when the account changes (decision 055).
export const formationKeys = {
  all: ['me', 'formations'] as const,
  games: (teamId: string) => ['me', 'formations', 'games', teamId] as const,
  lineup: (gameId: string, teamId: string) => ['me', 'formations', 'lineup', gameId, teamId] as const,
  myLineup: (gameId: string) => ['me', 'formations', 'my-lineup', gameId] as const,
  mySubstituteRequests: ['me', 'substitute-requests'] as const,
};

/** The team's coming games with how far each lineup is (select-formation-context). */
export function useLineupGames(teamId: string) {
  return useQuery({
    queryKey: formationKeys.games(teamId),
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/lineup-games', { params: { teamId }, signal }),
  });
}

export function useTeamLineup(gameId: string, teamId: string) {
  return useQuery({
    queryKey: formationKeys.lineup(gameId, teamId),
    queryFn: ({ signal }) => api('GET /api/games/:gameId/lineups/:teamId', { params: { gameId, teamId }, signal }),
  });
}

export function useSaveLineup(gameId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLineupInput) => api('PUT /api/games/:gameId/lineups/:teamId', { params: { gameId, teamId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(formationKeys.lineup(gameId, teamId), saved);
      void queryClient.invalidateQueries({ queryKey: formationKeys.games(teamId) });
    },
  });
}

/** Where the signed-in player stands in a game of their team (the game page). */
export function useMyLineup(gameId: string, enabled: boolean) {
  return useQuery({
    queryKey: formationKeys.myLineup(gameId),
    queryFn: ({ signal }) => api('GET /api/games/:gameId/my-lineup', { params: { gameId }, signal }),
    enabled,
  });
}

export function useRequestSubstitute(gameId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { note?: string; client_key: string }) =>
      api('POST /api/games/:gameId/substitute-requests', { params: { gameId }, body: { team_id: teamId, ...body } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: formationKeys.all }),
  });
}

export function useCancelSubstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api('DELETE /api/substitute-requests/:requestId', { params: { requestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: formationKeys.all }),
  });
}

export function useMySubstituteRequests() {
  return useQuery({
    queryKey: formationKeys.mySubstituteRequests,
    queryFn: ({ signal }) => api('GET /api/me/substitute-requests', { signal }),
  });
}

export function useClaimSubstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api('POST /api/substitute-requests/:requestId/claim', { params: { requestId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: formationKeys.mySubstituteRequests });
      void queryClient.invalidateQueries({ queryKey: ['me', 'my-schedule'] });
    },
  });
}
