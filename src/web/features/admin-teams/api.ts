import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddRosterPlayerInput, CreateTeamInput, UpdateRosterMemberInput, UpdateTeamInput } from '../../../shared/schemas/admin-teams';
import type { AdminTeamDetail } from '../../../shared/api/teams';
import { api } from '../../lib/api';
import { teamsListQuery, type TeamFilters } from './filters';

export const adminTeamsKeys = {
  all: ['admin', 'teams'] as const,
  lists: ['admin', 'teams', 'list'] as const,
  list: (filters: TeamFilters) => ['admin', 'teams', 'list', filters] as const,
  options: ['admin', 'teams', 'options'] as const,
  detail: (id: string) => ['admin', 'teams', 'detail', id] as const,
  candidates: (id: string) => ['admin', 'teams', 'candidates', id] as const,
};

export function useAdminTeams(filters: TeamFilters) {
  return useQuery({
    queryKey: adminTeamsKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/teams', { query: teamsListQuery(filters), signal }),
    // Paging and filtering keep the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminTeamOptions() {
  return useQuery({
    queryKey: adminTeamsKeys.options,
    queryFn: ({ signal }) => api('GET /api/admin/teams/options', { signal }),
  });
}

export function useAdminTeam(id: string) {
  return useQuery({
    queryKey: adminTeamsKeys.detail(id),
    queryFn: ({ signal }) => api('GET /api/admin/teams/:teamId', { params: { teamId: id }, signal }),
  });
}

export function useRosterCandidates(teamId: string, q: string) {
  return useQuery({
    queryKey: [...adminTeamsKeys.candidates(teamId), q],
    queryFn: ({ signal }) => api('GET /api/admin/teams/:teamId/candidates', { params: { teamId }, query: { q }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every change answers with the team as it is now: the detail is set from it, and the lists
 * (roster sizes, captains) and the candidates are fetched again.
 */
function useTeamChange<V>(request: (variables: V) => Promise<AdminTeamDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (team) => {
      queryClient.setQueryData(adminTeamsKeys.detail(team.id), team);
      void queryClient.invalidateQueries({ queryKey: adminTeamsKeys.candidates(team.id) });
      return queryClient.invalidateQueries({ queryKey: adminTeamsKeys.lists });
    },
  });
}

export function useCreateTeam() {
  return useTeamChange((body: CreateTeamInput) => api('POST /api/admin/teams', { body }));
}

export function useUpdateTeam(teamId: string) {
  return useTeamChange((body: UpdateTeamInput) => api('PATCH /api/admin/teams/:teamId', { params: { teamId }, body }));
}

export function useAddRosterPlayer(teamId: string) {
  return useTeamChange((body: AddRosterPlayerInput) => api('POST /api/admin/teams/:teamId/roster', { params: { teamId }, body }));
}

export function useUpdateRosterMember(teamId: string) {
  return useTeamChange(({ playerId, body }: { playerId: string; body: UpdateRosterMemberInput }) =>
    api('PATCH /api/admin/teams/:teamId/roster/:playerId', { params: { teamId, playerId }, body }),
  );
}

export function useRemoveRosterPlayer(teamId: string) {
  return useTeamChange((playerId: string) => api('DELETE /api/admin/teams/:teamId/roster/:playerId', { params: { teamId, playerId } }));
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => api('DELETE /api/admin/teams/:teamId', { params: { teamId } }),
    onSuccess: (_result, teamId) => {
      queryClient.removeQueries({ queryKey: adminTeamsKeys.detail(teamId) });
      return queryClient.invalidateQueries({ queryKey: adminTeamsKeys.lists });
    },
  });
}

/** Invites a rostered player without an account to sign up; the mail goes through the outbox (decision 047). */
export function useInviteRosterPlayer(teamId: string) {
  return useMutation({
    mutationFn: (playerId: string) => api('POST /api/admin/teams/:teamId/roster/:playerId/invitation', { params: { teamId, playerId } }),
  });
}
