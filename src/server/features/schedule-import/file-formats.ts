/**
 * The files leagues bring from the apps they leave (issue 26, decision 088), recognised by
 * their header row: TeamSnap's organisation schedule, SportsEngine's schedule upload,
 * SportsPress's fixtures and events, and ours. Each is turned into our columns, so the rest of
 * the import reads one shape. A format also says how its dates are written when the file does
 * not (SportsEngine is a US product: month first).
 */

export const IMPORT_FORMATS = ['ours', 'teamsnap', 'sportsengine', 'sportspress_fixtures', 'sportspress_events'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export type DateOrder = 'day_first' | 'month_first';

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  ours: 'our columns',
  teamsnap: 'TeamSnap schedule',
  sportsengine: 'SportsEngine schedule upload',
  sportspress_fixtures: 'SportsPress fixtures',
  sportspress_events: 'SportsPress events',
};

/** How a format writes ambiguous dates when the file itself does not say. */
export const FORMAT_DATE_ORDER: Record<ImportFormat, DateOrder | null> = {
  ours: null,
  teamsnap: null,
  sportsengine: 'month_first',
  sportspress_fixtures: null,
  sportspress_events: null,
};

export const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The format a header row is in: the columns only that app writes, together. */
export function recogniseFormat(header: readonly string[]): ImportFormat {
  const has = new Set(header.map(normaliseHeader));
  const all = (...names: string[]) => names.every((n) => has.has(n));
  if (all('startdate', 'starttime', 'team2name')) return 'sportsengine';
  if (all('date', 'teams', 'results')) return 'sportspress_events';
  if (all('shortlabel', 'eventtype', 'hometeam', 'awayteam')) return 'teamsnap';
  if (all('date', 'venue', 'home', 'away') && !has.has('field')) return 'sportspress_fixtures';
  return 'ours';
}

/** An event that is not a game (a practice, a social): TeamSnap and SportsEngine list them too. */
export function isGameEvent(eventType: string | undefined): boolean {
  const type = normaliseHeader(eventType ?? '');
  return type === '' || type === 'game' || type === 'match' || type === 'scrimmage';
}

/** SportsEngine's Team1_Is_Home: "1", "TRUE", "yes". */
export const isTrue = (cell: string | undefined) => ['1', 'true', 'yes', 'y', 'x'].includes((cell ?? '').trim().toLowerCase());

/**
 * A SportsPress result: the result columns joined by "|" (first half|second half|goals), the
 * main one last, as SportsPress's soccer preset orders them.
 */
export function sportsPressGoals(cell: string | undefined): string {
  const parts = (cell ?? '')
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts.at(-1) ?? '';
}

/** "Rovers vs United", "Rovers @ United" (away at home) when a SportsEngine file names no Team1. */
export function teamsOfTitle(title: string): { home: string; away: string } | null {
  const vs = /^(.+?)\s+(?:vs\.?|v\.?)\s+(.+)$/i.exec(title.trim());
  if (vs?.[1] && vs[2]) return { home: vs[1], away: vs[2] };
  const at = /^(.+?)\s+(?:@|at)\s+(.+)$/i.exec(title.trim());
  if (at?.[1] && at[2]) return { home: at[2], away: at[1] };
  return null;
}
