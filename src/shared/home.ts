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
}
