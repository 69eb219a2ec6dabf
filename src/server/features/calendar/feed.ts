import ical, { ICalEventStatus } from 'ical-generator';
import { GAME_SLOT_MINUTES, GAME_STATUS_LABELS, type GameStatus } from '../../../shared/games';

/** A game as a calendar shows it. */
export interface FeedGame {
  id: string;
  startsAt: Date;
  status: GameStatus;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  divisionName: string;
  round: number;
  venueName: string | null;
  venueAddress: string | null;
  fieldName: string | null;
  /** games.sequence: raised on every change a calendar shows (decision 035). */
  sequence: number;
  updatedAt: Date;
}

export interface FeedOptions {
  /** X-WR-CALNAME: what the calendar app lists the subscription as. */
  name: string;
  /** The site's address: event UIDs are `<gameId>@<its host>`, each event links to its game page. */
  baseUrl: string;
}

/** Calendar apps poll a subscription; this asks for about once an hour. */
const REFRESH_SECONDS = 60 * 60;

/** "Riverside Park – Field 2, 1 River Road": venue and field, then the address when there is one. */
export function feedLocation(game: Pick<FeedGame, 'venueName' | 'fieldName' | 'venueAddress'>): string | null {
  const place = [game.venueName, game.fieldName].filter(Boolean).join(' – ');
  const address = game.venueAddress?.trim();
  if (!place) return address || null;
  return address ? `${place}, ${address}` : place;
}

function feedDescription(game: FeedGame): string {
  const lines = [`${game.divisionName} · Round ${game.round}`];
  const status = GAME_STATUS_LABELS[game.status];
  const hasScore = game.homeScore !== null && game.awayScore !== null;
  if ((game.status === 'final' || game.status === 'forfeit') && hasScore) {
    lines.push(`${status}: ${game.homeTeam} ${game.homeScore}–${game.awayScore} ${game.awayTeam}`);
  } else if (game.status !== 'scheduled') {
    lines.push(status);
  }
  return lines.join('\n');
}

function eventStatus(status: string): ICalEventStatus {
  if (status === 'cancelled') return ICalEventStatus.CANCELLED;
  // A postponed game keeps its old time until it is moved: not to be relied on.
  if (status === 'postponed') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

/**
 * An iCalendar feed (RFC 5545) of games, written by ical-generator. Times are UTC instants, so
 * no VTIMEZONE is needed and every calendar app shows the league's kick-off in its own zone.
 * An event's UID is the game's id, its SEQUENCE the game's, and its DTSTAMP the game's last
 * change: the same game unchanged gives the same text, a moved one the same UID with a higher SEQUENCE.
 */
export function buildCalendarFeed(gamesInFeed: readonly FeedGame[], options: FeedOptions): string {
  const site = new URL(options.baseUrl);
  const calendar = ical({
    name: options.name,
    prodId: { company: site.hostname, product: 'league-schedule', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const game of gamesInFeed) {
    calendar.createEvent({
      id: `${game.id}@${site.hostname}`,
      sequence: game.sequence,
      start: game.startsAt,
      end: new Date(game.startsAt.getTime() + GAME_SLOT_MINUTES * 60_000),
      stamp: game.updatedAt,
      lastModified: game.updatedAt,
      summary: `${game.homeTeam} vs ${game.awayTeam}`,
      location: feedLocation(game),
      description: feedDescription(game),
      status: eventStatus(game.status),
      url: new URL(`/games/${game.id}`, site).href,
    });
  }
  return calendar.toString();
}
