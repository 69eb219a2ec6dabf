import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { directoryQuery, type PlayerFilters, type TeamFilters } from './filters';

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
    queryFn: ({ signal }) => api('GET /api/public/teams', { query: directoryQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePublicTeam(teamId: string) {
  return useQuery({
    queryKey: leagueDirectoryKeys.team(teamId),
    queryFn: ({ signal }) => api('GET /api/public/teams/:teamId', { params: { teamId }, signal }),
  });
}

export function usePublicPlayers(filters: PlayerFilters) {
  return useQuery({
    queryKey: leagueDirectoryKeys.players(filters),
    queryFn: ({ signal }) => api('GET /api/public/players', { query: directoryQuery(filters), signal }),
    // Paging and filtering keep the last players on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePublicPlayer(playerId: string) {
  return useQuery({
    queryKey: leagueDirectoryKeys.player(playerId),
    queryFn: ({ signal }) => api('GET /api/public/players/:playerId', { params: { playerId }, signal }),
  });
}
