import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamInviteInput, JoinTeamInput } from '../../../shared/schemas/team-invites';
import { api } from '../../lib/api';

// Private data: the keys start with 'me', so they are dropped when the account changes (decision 055).
export const teamInviteKeys = {
  list: (teamId: string) => ['me', 'captain', 'invites', teamId] as const,
  /** The summary a signed-in visitor sees carries what their join needs: private to the account. */
  summary: (token: string, userId: string | null) => (userId ? (['me', 'team-invite', token] as const) : (['team-invite', token] as const)),
};

export function useTeamInvites(teamId: string) {
  return useQuery({
    queryKey: teamInviteKeys.list(teamId),
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/invites', { params: { teamId }, signal }),
  });
}

export function useCreateTeamInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (input: CreateTeamInviteInput) => api('POST /api/captain/teams/:teamId/invites', { params: { teamId }, body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamInviteKeys.list(teamId) }),
  });
}

export function useRevokeTeamInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => api('POST /api/captain/teams/:teamId/invites/:inviteId/revoke', { params: { teamId, inviteId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamInviteKeys.list(teamId) }),
  });
}

export function useTeamInviteSummary(token: string, userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: teamInviteKeys.summary(token, userId),
    queryFn: ({ signal }) => api('GET /api/team-invites/:inviteToken', { params: { inviteToken: token }, signal }),
    enabled,
    staleTime: 0,
  });
}

export function useJoinTeam(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (input: JoinTeamInput) => api('POST /api/team-invites/:inviteToken/join', { params: { inviteToken: token }, body: input }),
    // The summary (on the team now, or used up meanwhile) and the player's own pages change.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
