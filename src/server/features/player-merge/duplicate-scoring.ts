import { formalFirstName } from './nicknames';

/** What detection reads of a player (decision 084). */
export interface PersonForMatching {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string | null;
}

export type MatchReasonKind = 'same_name' | 'nickname' | 'similar_name' | 'same_email' | 'same_phone' | 'same_birth_date';
export interface MatchReason {
  kind: MatchReasonKind;
  text: string;
}
export interface PairScore {
  score: number;
  reasons: MatchReason[];
}

/** Below this a pair is not listed: the same full name alone (35) is the least that is. */
export const LIKELY_DUPLICATE_MIN_SCORE = 35;

/** Lower case, accents off, punctuation and spaces off: "O'Brien-Núñez" → "obriennunez". */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The last ten digits: "+1 (416) 555-0142", "416.555.0142" and "4165550142" are one phone. */
export function normalisePhone(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : null;
}

export function normaliseEmail(email: string | null): string | null {
  const trimmed = (email ?? '').trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : null;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** A typo, not another name: one slip in a short name, two in a name of eight letters or more. */
export function isTypo(a: string, b: string): boolean {
  if (a === b || Math.min(a.length, b.length) < 3) return false;
  const allowed = Math.max(a.length, b.length) >= 8 ? 2 : 1;
  return editDistance(a, b) <= allowed;
}

type NameLikeness = 'same' | 'nickname' | 'typo' | 'none';

function firstNameLikeness(a: string, b: string): NameLikeness {
  if (a === b) return 'same';
  if (formalFirstName(a) === formalFirstName(b)) return 'nickname';
  return isTypo(a, b) ? 'typo' : 'none';
}

const lastNameLikeness = (a: string, b: string): NameLikeness => (a === b ? 'same' : isTypo(a, b) ? 'typo' : 'none');

const POINTS = { email: 40, phone: 35, birthDate: 20, lastSame: 20, lastTypo: 12, firstSame: 15, firstNickname: 12, firstTypo: 8 } as const;

const fullName = (p: PersonForMatching) => `${p.firstName} ${p.lastName}`;

function nameReason(a: PersonForMatching, b: PersonForMatching, first: NameLikeness, last: NameLikeness): MatchReason | null {
  if (first === 'none' || last === 'none') return null;
  if (first === 'same' && last === 'same') {
    const exact = fullName(a) === fullName(b);
    return { kind: 'same_name', text: exact ? 'Same name' : 'Same name apart from accents, case or punctuation' };
  }
  if (first === 'nickname' && last === 'same') return { kind: 'nickname', text: `Nickname: ${a.firstName} and ${b.firstName}` };
  return { kind: 'similar_name', text: `Similar names: ${fullName(a)} and ${fullName(b)}` };
}

/**
 * How likely two player records are one person, 0 to 100, and why. Names count only when both
 * first and last names are alike (same, nickname or typo); e-mail, phone and birth date count
 * on their own, as a record made by another hand often has only one of them right.
 */
export function scorePair(a: PersonForMatching, b: PersonForMatching): PairScore {
  const reasons: MatchReason[] = [];
  let score = 0;
  const first = firstNameLikeness(normaliseName(a.firstName), normaliseName(b.firstName));
  const last = lastNameLikeness(normaliseName(a.lastName), normaliseName(b.lastName));
  const name = nameReason(a, b, first, last);
  if (name) {
    reasons.push(name);
    score +=
      (last === 'same' ? POINTS.lastSame : POINTS.lastTypo) +
      (first === 'same' ? POINTS.firstSame : first === 'nickname' ? POINTS.firstNickname : POINTS.firstTypo);
  }
  const email = normaliseEmail(a.email);
  if (email && email === normaliseEmail(b.email)) {
    reasons.push({ kind: 'same_email', text: 'Same e-mail' });
    score += POINTS.email;
  }
  const phone = normalisePhone(a.phone);
  if (phone && phone === normalisePhone(b.phone)) {
    reasons.push({ kind: 'same_phone', text: 'Same phone' });
    score += POINTS.phone;
  }
  if (a.dateOfBirth && a.dateOfBirth === b.dateOfBirth) {
    reasons.push({ kind: 'same_birth_date', text: 'Same birth date' });
    score += POINTS.birthDate;
  }
  return { score: Math.min(100, score), reasons };
}

/**
 * The groups a player is compared within (blocking): only players sharing a key are scored, so
 * a league of thousands is not compared pair by pair. A typo in a last name still meets its
 * twin through the formal first name with the last name's initial, or the first three letters.
 */
export function blockingKeys(p: PersonForMatching): string[] {
  const first = formalFirstName(normaliseName(p.firstName));
  const last = normaliseName(p.lastName);
  const keys = [`l:${last}`, `f:${first}:${last.slice(0, 1)}`, `p3:${last.slice(0, 3)}`];
  const email = normaliseEmail(p.email);
  const phone = normalisePhone(p.phone);
  if (email) keys.push(`e:${email}`);
  if (phone) keys.push(`t:${phone}`);
  if (p.dateOfBirth) keys.push(`d:${p.dateOfBirth}`);
  return keys;
}

export interface LikelyPair {
  a: PersonForMatching;
  b: PersonForMatching;
  score: number;
  reasons: MatchReason[];
}

/** Groups larger than this are skipped (a birth date shared by hundreds says nothing). */
const MAX_BLOCK = 400;

/** Every pair scoring at least the minimum, best first (then by name, for a stable order). */
export function findLikelyPairs(people: readonly PersonForMatching[], minScore = LIKELY_DUPLICATE_MIN_SCORE): LikelyPair[] {
  const blocks = new Map<string, PersonForMatching[]>();
  for (const person of people) {
    for (const key of blockingKeys(person)) {
      const block = blocks.get(key);
      if (block) block.push(person);
      else blocks.set(key, [person]);
    }
  }
  const seen = new Set<string>();
  const pairs: LikelyPair[] = [];
  for (const block of blocks.values()) {
    if (block.length < 2 || block.length > MAX_BLOCK) continue;
    for (let i = 0; i < block.length; i += 1) {
      for (let j = i + 1; j < block.length; j += 1) {
        const [a, b] = [block[i], block[j]] as [PersonForMatching, PersonForMatching];
        const pairKey = a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`;
        if (seen.has(pairKey)) continue;
        seen.add(pairKey);
        const { score, reasons } = scorePair(a, b);
        if (score >= minScore) pairs.push({ a, b, score, reasons });
      }
    }
  }
  const label = (p: LikelyPair) => `${p.a.lastName} ${p.a.firstName} ${p.a.id}`.toLowerCase();
  return pairs.sort((x, y) => y.score - x.score || label(x).localeCompare(label(y)));
}
