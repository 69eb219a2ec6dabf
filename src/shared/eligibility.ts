// Division eligibility (issue 15, decision 044): who may be put in a division, pure so that
// every server path (waitlist, registration, roster add, returning players) asks the same
// question and the tests can state each rule, birthdays on the boundary day included.

/** A division's gender rule. Coed divisions take anyone; a roster's mix is reported, not enforced. */
export const GENDER_RULES = ['open', 'mens', 'womens', 'coed'] as const;
export type GenderRule = (typeof GENDER_RULES)[number];

export const GENDER_RULE_LABELS: Record<GenderRule, string> = {
  open: 'Open (anyone)',
  mens: "Men's",
  womens: "Women's",
  coed: 'Coed (mixed)',
};

export function isGenderRule(value: string): value is GenderRule {
  return (GENDER_RULES as readonly string[]).includes(value);
}

/**
 * The league's own minimum age on a season's first day, whatever the division: the waiver
 * every player signs says "I am at least 14 years old", and the rules page says the same.
 * A division may only ask for more.
 */
export const LEAGUE_MINIMUM_AGE = 14;
/** The highest minimum age a division may set (anything higher is a typing mistake). */
export const DIVISION_MAX_MIN_AGE = 99;

export interface DivisionRules {
  name: string;
  /** null: the league's minimum only. */
  minAge: number | null;
  genderRule: GenderRule;
}

export interface Person {
  /** yyyy-MM-dd, or null when the record has none. */
  dateOfBirth: string | null;
  /** 'Male' | 'Female' (spec §5), or null when the record has none. */
  gender: string | null;
}

export type EligibilityResult =
  | { eligible: true }
  /** `field` is where a form shows the message: the rule the person's answer breaks. */
  | { eligible: false; field: 'date_of_birth' | 'gender'; rule: 'min_age' | 'gender'; message: string };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years between a birth date and a day, both yyyy-MM-dd: the birthday itself counts
 * (30 on the day of the 30th birthday). Someone born on 29 February turns a year older on
 * 1 March in years without one. null when either date is not yyyy-MM-dd.
 */
export function ageOn(dateOfBirth: string, day: string): number | null {
  const born = ISO_DAY.exec(dateOfBirth);
  const on = ISO_DAY.exec(day);
  if (!born || !on) return null;
  const years = Number(on[1]) - Number(born[1]);
  const monthDayOn = `${on[2]}-${on[3]}`;
  const birthday = `${born[2]}-${born[3]}`;
  return monthDayOn >= birthday ? years : years - 1;
}

const ageRuleMessage = (rules: DivisionRules, seasonStart: string): string =>
  rules.minAge === null
    ? `The league is for players aged ${LEAGUE_MINIMUM_AGE} or over on the season's first day (${seasonStart}).`
    : `${rules.name} is for players aged ${rules.minAge} or over on the season's first day (${seasonStart}).`;

/**
 * Whether the person may play in the division in a season starting on `seasonStart`
 * (yyyy-MM-dd). The age rule is the division's minimum, or the league's when it has none.
 * A record without a date of birth passes the league's minimum (the waitlist and registration
 * forms always ask for it, and check it there) but not a division's own minimum; a record
 * without a gender does not pass a men's or women's division.
 */
export function checkEligibility(rules: DivisionRules, seasonStart: string, person: Person): EligibilityResult {
  const minAge = Math.max(rules.minAge ?? LEAGUE_MINIMUM_AGE, LEAGUE_MINIMUM_AGE);
  if (person.dateOfBirth) {
    const age = ageOn(person.dateOfBirth, seasonStart);
    if (age === null || age < minAge) return { eligible: false, field: 'date_of_birth', rule: 'min_age', message: ageRuleMessage(rules, seasonStart) };
  } else if (rules.minAge !== null) {
    return {
      eligible: false,
      field: 'date_of_birth',
      rule: 'min_age',
      message: `No date of birth is on file: ${ageRuleMessage(rules, seasonStart)}`,
    };
  }
  if (rules.genderRule === 'mens' && person.gender !== 'Male') {
    return { eligible: false, field: 'gender', rule: 'gender', message: `${rules.name} is a men's division.` };
  }
  if (rules.genderRule === 'womens' && person.gender !== 'Female') {
    return { eligible: false, field: 'gender', rule: 'gender', message: `${rules.name} is a women's division.` };
  }
  return { eligible: true };
}

/**
 * A refusal on the division choice (issue 20 item 7, decision 061): the rule the person's
 * answers break, then the division as what to change, since their date of birth and gender
 * are facts, not choices.
 */
export function chooseAnotherDivisionMessage(ruleMessage: string): string {
  return `${ruleMessage} Choose another division.`;
}

export interface CoedMinimums {
  genderRule: GenderRule;
  coedMinMen: number | null;
  coedMinWomen: number | null;
}

/**
 * What a coed roster still lacks ("Needs at least 3 women (has 2)."), one line per gender;
 * empty when the division is not coed or the roster has enough. Reported to admins, never
 * enforced: a roster fills up one player at a time.
 */
export function coedShortfalls(rules: CoedMinimums, roster: { men: number; women: number }): string[] {
  if (rules.genderRule !== 'coed') return [];
  const lines: string[] = [];
  if (rules.coedMinWomen !== null && roster.women < rules.coedMinWomen) {
    lines.push(`Needs at least ${rules.coedMinWomen} ${rules.coedMinWomen === 1 ? 'woman' : 'women'} (has ${roster.women}).`);
  }
  if (rules.coedMinMen !== null && roster.men < rules.coedMinMen) {
    lines.push(`Needs at least ${rules.coedMinMen} ${rules.coedMinMen === 1 ? 'man' : 'men'} (has ${roster.men}).`);
  }
  return lines;
}
