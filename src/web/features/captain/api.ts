import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaptainRoster, CaptainRosterChange } from '../../../shared/api/captain';
import type { CaptainUpdateMemberInput, CreateTeamNoteInput, UpdateTeamNoteInput } from '../../../shared/schemas/captain';
import { api } from '../../lib/api';

// Private data: the keys start with 'me', so they are dropped when the account changes (decision 055).
export const captainKeys = {
  all: ['me', 'captain'] as const,
  teams: ['me', 'captain', 'teams'] as const,
};

/** The teams the caller leads (admins: every team of the current season). */
export function useCaptainTeams() {
  return useQuery({
    queryKey: captainKeys.teams,
    queryFn: ({ signal }) => api('GET /api/captain/teams', { signal }),
  });
}

/** /captain/dashboard's figures for the chosen team. */
export function useCaptainDashboard(teamId: string) {
  return useQuery({
    queryKey: [...captainKeys.all, 'dashboard', teamId],
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/dashboard', { params: { teamId }, signal }),
  });
}

export const rosterKey = (teamId: string) => [...captainKeys.all, 'roster', teamId] as const;
export const notesKey = (teamId: string) => [...captainKeys.all, 'notes', teamId] as const;

/** The roster as the captains manage it, with the requests waiting for an admin. */
export function useCaptainRoster(teamId: string) {
  return useQuery({
    queryKey: rosterKey(teamId),
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/roster', { params: { teamId }, signal }),
  });
}

export function useCaptainRosterCandidates(teamId: string, q: string) {
  return useQuery({
    queryKey: [...rosterKey(teamId), 'candidates', q],
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/roster/candidates', { params: { teamId }, query: { q }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Every roster change answers with the roster as it is now; the dashboard's roster size follows. */
function useRosterChange<V, R extends CaptainRoster | CaptainRosterChange>(teamId: string, request: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(rosterKey(teamId), 'roster' in answer ? answer.roster : answer);
      void queryClient.invalidateQueries({ queryKey: [...rosterKey(teamId), 'candidates'] });
      return queryClient.invalidateQueries({ queryKey: [...captainKeys.all, 'dashboard', teamId] });
    },
  });
}

export function useUpdateCaptainRosterMember(teamId: string) {
  return useRosterChange(teamId, ({ playerId, body }: { playerId: string; body: CaptainUpdateMemberInput }) =>
    api('PATCH /api/captain/teams/:teamId/roster/:playerId', { params: { teamId, playerId }, body }),
  );
}

export function useCaptainAddPlayer(teamId: string) {
  return useRosterChange(teamId, (playerId: string) => api('POST /api/captain/teams/:teamId/roster', { params: { teamId }, body: { player_id: playerId } }));
}

export function useCaptainRemovePlayer(teamId: string) {
  return useRosterChange(teamId, (playerId: string) => api('DELETE /api/captain/teams/:teamId/roster/:playerId', { params: { teamId, playerId } }));
}

/** The team's captains' notes, newest first. */
export function useTeamNotes(teamId: string) {
  return useQuery({
    queryKey: notesKey(teamId),
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/notes', { params: { teamId }, signal }),
  });
}

function useNoteChange<V, R>(teamId: string, request: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(teamId) }) });
}

export function useCreateTeamNote(teamId: string) {
  return useNoteChange(teamId, (body: CreateTeamNoteInput) => api('POST /api/captain/teams/:teamId/notes', { params: { teamId }, body }));
}

export function useUpdateTeamNote(teamId: string) {
  return useNoteChange(teamId, ({ noteId, body }: { noteId: string; body: UpdateTeamNoteInput }) =>
    api('PATCH /api/captain/teams/:teamId/notes/:noteId', { params: { teamId, noteId }, body }),
  );
}

export function useDeleteTeamNote(teamId: string) {
  return useNoteChange(teamId, (noteId: string) => api('DELETE /api/captain/teams/:teamId/notes/:noteId', { params: { teamId, noteId } }));
}

// The admins' queue of captains' roster requests (decision 076): on /admin/teams.
export const rosterRequestsKey = ['admin', 'roster-requests'] as const;

export function useRosterRequests() {
  return useQuery({ queryKey: rosterRequestsKey, queryFn: ({ signal }) => api('GET /api/admin/roster-requests', { signal }) });
}

export function useDecideRosterRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision, note }: { requestId: string; decision: 'approve' | 'reject'; note?: string }) =>
      decision === 'approve'
        ? api('POST /api/admin/roster-requests/:requestId/approve', { params: { requestId } })
        : api('POST /api/admin/roster-requests/:requestId/reject', { params: { requestId }, body: { note } }),
    onSuccess: () => {
      // An approval changes a team's roster: the admin's team pages read it again.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'teams'] });
      return queryClient.invalidateQueries({ queryKey: rosterRequestsKey });
    },
  });
}
