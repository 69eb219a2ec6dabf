import { useMutation, useQuery } from '@tanstack/react-query';
import type { JoinWaitlistInput } from '../../../shared/schemas/waitlist';
import type { TeamOption } from '../../../shared/api/teams';
import { api } from '../../lib/api';

export const waitlistKeys = { teamOptions: ['teams', 'options'] as const };

/** Spec §7 "Teams": the previous-team choice, ordered by name. */
export function useTeamOptions(enabled: boolean) {
  return useQuery({
    queryKey: waitlistKeys.teamOptions,
    queryFn: ({ signal }) => api('GET /api/teams/options', { signal }),
    enabled,
  });
}

/** "Riverside United · Spring 2026": a team's name alone is ambiguous across seasons. */
export function teamOptionLabel(team: TeamOption): string {
  return team.season_name ? `${team.name} · ${team.season_name}` : team.name;
}

/** Spec §7 "Join waitlist". The dialog says what went wrong in the spec's words (§8). */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: JoinWaitlistInput) => api('POST /api/waitlist', { body }),
    meta: { errorToast: false },
  });
}
