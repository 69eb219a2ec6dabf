import { useMutation, useQuery } from '@tanstack/react-query';
import type { JoinWaitlistInput } from '../../../shared/schemas/waitlist';
import type { TeamOption } from '../../../shared/teams';
import type { JoinWaitlistResult } from '../../../shared/waitlist-api';
import { apiRequest } from '../../lib/api-client';

export const waitlistKeys = { teamOptions: ['teams', 'options'] as const };

/** Spec §7 "Teams": the previous-team choice, ordered by name. */
export function useTeamOptions(enabled: boolean) {
  return useQuery({
    queryKey: waitlistKeys.teamOptions,
    queryFn: ({ signal }) => apiRequest<TeamOption[]>('/api/teams/options', { signal }),
    enabled,
  });
}

/** "Riverside United · Spring 2026": a team's name alone is ambiguous across seasons. */
export function teamOptionLabel(team: TeamOption): string {
  return team.seasonName ? `${team.name} · ${team.seasonName}` : team.name;
}

/** Spec §7 "Join waitlist". The dialog says what went wrong in the spec's words (§8). */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: JoinWaitlistInput) => apiRequest<JoinWaitlistResult>('/api/waitlist', { method: 'POST', body }),
    meta: { errorToast: false },
  });
}
