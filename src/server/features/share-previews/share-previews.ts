import { formatDocumentTitle } from '../../../shared/document-title';
import type { GameStatus } from '../../../shared/games';
import type { GamePage } from '../../../shared/api/schedule';
import type { PublicPlayerProfile, PublicTeamDetail } from '../../../shared/api/league-directory';
import { readLeagueSettings } from '../../core/settings/league-settings';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { getPublicPlayer, getPublicTeam } from '../league-directory/index';
import { getPublicGame } from '../schedule-public/index';
import type { PagePreview } from './page-head';

/** The public pages a shared link previews, by their path's first segment (the web app's routes). */
const PAGES = { games: 'game', team: 'team', player: 'player' } as const;
type PreviewedPage = (typeof PAGES)[keyof typeof PAGES];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** schema.org's event statuses; a played or live game is still the event as scheduled. */
const EVENT_STATUS: Record<GameStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  final: 'https://schema.org/EventScheduled',
  forfeit: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

interface League {
  name: string;
  timeZone: string;
  baseUrl: string;
}

/**
 * The preview of a public game, team or player page, or null when the path is not one (the
 * player's own pages under /player/ are not ids) or names nothing public: the web app then
 * answers as for any other page.
 */
export async function previewFor(db: Database, baseUrl: string, section: string, id: string): Promise<{ preview: PagePreview; documentTitle: string } | null> {
  const page = PAGES[section as keyof typeof PAGES];
  if (!page || !UUID.test(id)) return null;
  const settings = await readLeagueSettings(db);
  const league: League = { name: settings.leagueName, timeZone: settings.timeZone, baseUrl };
  const preview = await findPreview(db, league, page, id);
  return preview && { preview, documentTitle: formatDocumentTitle(preview.title, league.name) };
}

async function findPreview(db: Database, league: League, page: PreviewedPage, id: string): Promise<PagePreview | null> {
  try {
    if (page === 'game') return gamePreview(league, await getPublicGame(db, id));
    if (page === 'team') return teamPreview(league, await getPublicTeam(db, id));
    return playerPreview(league, await getPublicPlayer(db, id));
  } catch (error) {
    // Nothing public by that id: the web app shows its own not-found page.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function kickOff(startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(startsAt));
}

function gameState(game: GamePage): string {
  const score = `${game.home_score ?? 0}–${game.away_score ?? 0}`;
  switch (game.status) {
    case 'final':
      return `Final score ${score}`;
    case 'forfeit':
      return `Forfeit, ${score}`;
    case 'live':
      return `Live now, ${score}`;
    case 'postponed':
      return 'Postponed';
    case 'cancelled':
      return 'Cancelled';
    default:
      return 'Kick-off';
  }
}

const leagueOrganisation = (league: League) => ({ '@type': 'SportsOrganization', name: league.name, url: league.baseUrl });
const pageUrl = (league: League, path: string) => `${league.baseUrl}${path}`;
const leagueIcon = (league: League) => `${league.baseUrl}/icons/icon-512.png`;

function gamePreview(league: League, game: GamePage): PagePreview {
  const title = `${game.home_team.name} vs ${game.away_team.name}`;
  const place = [game.venue_name, game.field].filter(Boolean).join(', ');
  const when = kickOff(game.starts_at, league.timeZone);
  const team = (t: { id: string; name: string }) => ({ '@type': 'SportsTeam', name: t.name, url: pageUrl(league, `/team/${t.id}`) });
  return {
    title,
    description: `${gameState(game)}: ${when}${place ? ` at ${place}` : ''}. ${game.division_name}, round ${game.round}.`,
    url: pageUrl(league, `/games/${game.id}`),
    image: leagueIcon(league),
    siteName: league.name,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: title,
      sport: 'Soccer',
      startDate: game.starts_at,
      eventStatus: EVENT_STATUS[game.status],
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: pageUrl(league, `/games/${game.id}`),
      homeTeam: team(game.home_team),
      awayTeam: team(game.away_team),
      organizer: leagueOrganisation(league),
      ...(game.venue_name && {
        location: { '@type': 'Place', name: place, ...(game.venue_address && { address: game.venue_address }) },
      }),
    },
  };
}

function teamPreview(league: League, team: PublicTeamDetail): PagePreview {
  const players = team.roster.length;
  return {
    title: team.name,
    description: `${team.name}: ${team.division.name}, ${team.season.name}. ${players} ${players === 1 ? 'player' : 'players'}, results and upcoming games.`,
    url: pageUrl(league, `/team/${team.id}`),
    image: leagueIcon(league),
    siteName: league.name,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'SportsTeam',
      name: team.name,
      sport: 'Soccer',
      url: pageUrl(league, `/team/${team.id}`),
      memberOf: leagueOrganisation(league),
      athlete: team.roster.map((member) => ({
        '@type': 'Person',
        name: `${member.first_name} ${member.last_name}`,
        url: pageUrl(league, `/player/${member.player_id}`),
      })),
    },
  };
}

function playerPreview(league: League, player: PublicPlayerProfile): PagePreview {
  const name = `${player.first_name} ${player.last_name}`;
  const latest = player.teams[0];
  return {
    title: name,
    description: latest ? `${name}: ${latest.team.name}, ${latest.division.name}, ${latest.season.name}.` : `${name}, a player of ${league.name}.`,
    url: pageUrl(league, `/player/${player.id}`),
    image: player.photo_url ?? leagueIcon(league),
    siteName: league.name,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name,
      url: pageUrl(league, `/player/${player.id}`),
      ...(player.photo_url && { image: player.photo_url }),
      memberOf: player.teams.map(({ team }) => ({ '@type': 'SportsTeam', name: team.name, sport: 'Soccer', url: pageUrl(league, `/team/${team.id}`) })),
    },
  };
}
