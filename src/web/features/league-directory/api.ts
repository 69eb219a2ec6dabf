import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicPlayerProfile, PublicPlayersPage, PublicTeamDetail, PublicTeamsList } from '../../../shared/league-directory';
import { apiRequest } from '../../lib/api-client';
import { playersListPath, teamsListPath, type PlayerFilters, type TeamFilters } from './filters';

export const leagueDirectoryKeys = {
  all: ['league-directory'] as const,
  teams: (filters: TeamFilters) => ['league-directory', 'teams', filters] as const,
  team: (id: string) => ['league-directory', 'team', id] as const,
  players: (filters: PlayerFilters) => ['league-directory', 'players', filters] as const,
  player: (id: string) => ['league-directory', 'player', id] as const,
};

export function usePublicTeams(filters: TeamFilters) {
  return useQuery({
    queryKey: leagueDirectoryKeys.teams(filters),
    queryFn: ({ signal }) => apiRequest<PublicTeamsList>(teamsListPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePublicTeam(teamId: string) {
  return useQuery({
    queryKey: leagueDirectoryKeys.team(teamId),
    queryFn: ({ signal }) => apiRequest<PublicTeamDetail>(`/api/public/teams/${encodeURIComponent(teamId)}`, { signal }),
  });
}

export function usePublicPlayers(filters: PlayerFilters) {
  return useQuery({
    queryKey: leagueDirectoryKeys.players(filters),
    queryFn: ({ signal }) => apiRequest<PublicPlayersPage>(playersListPath(filters), { signal }),
    // Paging and filtering keep the last players on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePublicPlayer(playerId: string) {
  return useQuery({
    queryKey: leagueDirectoryKeys.player(playerId),
    queryFn: ({ signal }) => apiRequest<PublicPlayerProfile>(`/api/public/players/${encodeURIComponent(playerId)}`, { signal }),
  });
}
