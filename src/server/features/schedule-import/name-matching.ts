import { editDistance, isTypo, normaliseName } from '../player-merge/index';

/**
 * "Did you mean …?" for a name a file uses that matches none exactly (issue 26, decision 088):
 * the same name once case, accents and punctuation are off; the same club without its "FC",
 * "AFC" or "United"; or a typo, by player merge's own likeness of names. Numbers must agree:
 * "Club 12" is another club than "Club 13", not a slip.
 */

/** Words a club's name is written with or without: suffixes, "the", "and" (for "&"). */
const SUFFIXES = new Set(['fc', 'afc', 'cf', 'sc', 'united', 'utd', 'club', 'the', 'and']);

function core(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  const kept = words.filter((w) => !SUFFIXES.has(w));
  return (kept.length > 0 ? kept : words).join('');
}

const digitsOf = (name: string) => name.replace(/\D/g, '');
/** "Lions A" and "Lions B" are two teams: a last word of one letter is a name, not a slip. */
const letterOf = (name: string) => /\s(\p{L})$/u.exec(name.trim())?.[1]?.toLowerCase() ?? '';

export interface NameCandidate {
  id: string;
  /** The names it answers to (a field: "Venue - Field" and "Field, Venue"). */
  names: readonly string[];
  label: string;
}

/** The closest candidate a person would take the name for, or null. */
export function closestName(text: string, candidates: readonly NameCandidate[]): { id: string; name: string } | null {
  const plain = normaliseName(text);
  const bare = core(text);
  let best: { id: string; name: string; distance: number } | null = null;
  for (const candidate of candidates) {
    for (const name of candidate.names) {
      if (digitsOf(name) !== digitsOf(text) || letterOf(name) !== letterOf(text)) continue;
      const [otherPlain, otherBare] = [normaliseName(name), core(name)];
      let distance: number | null = null;
      if (plain === otherPlain || (bare.length >= 3 && bare === otherBare)) distance = 0;
      else if (isTypo(plain, otherPlain)) distance = editDistance(plain, otherPlain);
      else if (isTypo(bare, otherBare)) distance = editDistance(bare, otherBare);
      if (distance !== null && (!best || distance < best.distance)) best = { id: candidate.id, name: candidate.label, distance };
    }
  }
  return best ? { id: best.id, name: best.name } : null;
}
