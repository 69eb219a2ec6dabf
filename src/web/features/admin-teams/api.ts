import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddRosterPlayerInput, CreateTeamInput, UpdateRosterMemberInput, UpdateTeamInput } from '../../../shared/schemas/teams-admin';
import type { AdminTeamDetail, AdminTeamOptions, AdminTeamsPage, RosterCandidate } from '../../../shared/teams-admin-api';
import { apiRequest } from '../../lib/api-client';
import { teamsListPath, type TeamFilters } from './filters';

export const adminTeamsKeys = {
  all: ['admin', 'teams'] as const,
  lists: ['admin', 'teams', 'list'] as const,
  list: (filters: TeamFilters) => ['admin', 'teams', 'list', filters] as const,
  options: ['admin', 'teams', 'options'] as const,
  detail: (id: string) => ['admin', 'teams', 'detail', id] as const,
  candidates: (id: string) => ['admin', 'teams', 'candidates', id] as const,
};

const teamPath = (id: string) => `/api/admin/teams/${encodeURIComponent(id)}`;
const memberPath = (teamId: string, playerId: string) => `${teamPath(teamId)}/roster/${encodeURIComponent(playerId)}`;

export function useAdminTeams(filters: TeamFilters) {
  return useQuery({
    queryKey: adminTeamsKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<AdminTeamsPage>(teamsListPath(filters), { signal }),
    // Paging and filtering keep the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminTeamOptions() {
  return useQuery({
    queryKey: adminTeamsKeys.options,
    queryFn: ({ signal }) => apiRequest<AdminTeamOptions>('/api/admin/teams/options', { signal }),
  });
}

export function useAdminTeam(id: string) {
  return useQuery({
    queryKey: adminTeamsKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<AdminTeamDetail>(teamPath(id), { signal }),
  });
}

export function useRosterCandidates(teamId: string, q: string) {
  return useQuery({
    queryKey: [...adminTeamsKeys.candidates(teamId), q],
    queryFn: ({ signal }) => apiRequest<RosterCandidate[]>(`${teamPath(teamId)}/candidates?q=${encodeURIComponent(q)}`, { signal }),
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
  return useTeamChange((body: CreateTeamInput) => apiRequest<AdminTeamDetail>('/api/admin/teams', { method: 'POST', body }));
}

export function useUpdateTeam(teamId: string) {
  return useTeamChange((body: UpdateTeamInput) => apiRequest<AdminTeamDetail>(teamPath(teamId), { method: 'PATCH', body }));
}

export function useAddRosterPlayer(teamId: string) {
  return useTeamChange((body: AddRosterPlayerInput) => apiRequest<AdminTeamDetail>(`${teamPath(teamId)}/roster`, { method: 'POST', body }));
}

export function useUpdateRosterMember(teamId: string) {
  return useTeamChange(({ playerId, body }: { playerId: string; body: UpdateRosterMemberInput }) =>
    apiRequest<AdminTeamDetail>(memberPath(teamId, playerId), { method: 'PATCH', body }),
  );
}

export function useRemoveRosterPlayer(teamId: string) {
  return useTeamChange((playerId: string) => apiRequest<AdminTeamDetail>(memberPath(teamId, playerId), { method: 'DELETE' }));
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => apiRequest<unknown>(teamPath(teamId), { method: 'DELETE' }),
    onSuccess: (_result, teamId) => {
      queryClient.removeQueries({ queryKey: adminTeamsKeys.detail(teamId) });
      return queryClient.invalidateQueries({ queryKey: adminTeamsKeys.lists });
    },
  });
}
