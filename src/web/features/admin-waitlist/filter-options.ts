export interface SelectOption {
  value: string;
  label: string;
}

interface Placed {
  id: string;
  season_name: string | null;
  division_name: string | null;
}

interface PlacedWithIds {
  season_id: string | null;
  season_name: string | null;
  division_id: string | null;
  division_name: string | null;
}

/** How many entries are looked up to learn the season and division ids. */
export const MAX_PLACE_LOOKUPS = 12;

/**
 * The list shows season and division by name, but the API filters by id. One entry per
 * distinct season/division pair is enough to learn both ids from its details.
 */
export function representativeEntries(items: readonly Placed[], max = MAX_PLACE_LOOKUPS): string[] {
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const item of items) {
    if (!item.season_name && !item.division_name) continue;
    const key = `${item.season_name ?? ''}\u0000${item.division_name ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ids.push(item.id);
    if (ids.length >= max) break;
  }
  return ids;
}

function distinctOptions(pairs: readonly (readonly [string | null, string | null])[]): SelectOption[] {
  const byId = new Map<string, string>();
  for (const [id, name] of pairs) if (id && name && !byId.has(id)) byId.set(id, name);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The seasons and divisions entries are in, as select options sorted by name. */
export function filterOptionsFrom(entries: readonly PlacedWithIds[]): { seasons: SelectOption[]; divisions: SelectOption[] } {
  return {
    seasons: distinctOptions(entries.map((e) => [e.season_id, e.season_name] as const)),
    divisions: distinctOptions(entries.map((e) => [e.division_id, e.division_name] as const)),
  };
}
