import { useQuery } from '@tanstack/react-query';
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
