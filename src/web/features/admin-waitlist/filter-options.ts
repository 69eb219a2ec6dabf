export interface SelectOption {
  value: string;
  label: string;
}

interface PlacedWithIds {
  season_id: string | null;
  season_name: string | null;
  division_id: string | null;
  division_name: string | null;
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
