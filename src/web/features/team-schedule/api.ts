import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Private data: the keys start with 'me', so they are dropped when the account changes (decision 055).
export const teamScheduleKeys = {
  schedule: (teamId: string) => ['me', 'captain', 'team-schedule', teamId] as const,
};

export function useTeamSchedule(teamId: string) {
  return useQuery({
    queryKey: teamScheduleKeys.schedule(teamId),
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/schedule', { params: { teamId }, signal }),
  });
}

export function useNudge(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (gameId: string) => api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId, gameId } }),
    // A 409 (nudged today already, everyone answered meanwhile) also means the page is behind.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: teamScheduleKeys.schedule(teamId) }),
  });
}
