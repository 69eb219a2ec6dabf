import type { GameSummary } from './games';

export interface AnnouncementSummary {
  id: string;
  title: string;
  body: string;
  pinned: boolean;
  publishAt: string;
}

export interface HomeData {
  leagueName: string;
  seasonName: string | null;
  announcements: AnnouncementSummary[];
  liveGames: GameSummary[];
  upcomingGames: GameSummary[];
  recentResults: GameSummary[];
  /** The current season's tables, top rows only, one per division (division name order). */
  standings: HomeStandingsDivision[];
}

/** How many rows of each division's table the home page shows. */
export const HOME_STANDINGS_ROWS = 4;

export interface HomeStandingsRow {
  teamId: string;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalDifference: number;
  points: number;
}

export interface HomeStandingsDivision {
  divisionId: string;
  divisionName: string;
  rows: HomeStandingsRow[];
}
