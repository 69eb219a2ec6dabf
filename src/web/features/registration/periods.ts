import type { RegistrationPeriodOption } from '../../../shared/api/registrations';
import { checkEligibility, type EligibilityResult } from '../../../shared/eligibility';

/** "Spring 2027 · Men's Open" */
export function periodTitle(period: Pick<RegistrationPeriodOption, 'season_name' | 'division_name'>): string {
  return `${period.season_name} · ${period.division_name}`;
}

/** "3 places left", "1 place left", "Full"; null when the division has no limit. */
export function placesLabel(remaining: number | null): string | null {
  if (remaining === null) return null;
  if (remaining <= 0) return 'Full';
  return remaining === 1 ? '1 place left' : `${remaining} places left`;
}

/** Whether a period can be chosen: not full, and not one the player already holds. */
export type PeriodAvailability = 'available' | 'full' | 'registered';

export function periodAvailability(period: Pick<RegistrationPeriodOption, 'remaining' | 'already_registered'>): PeriodAvailability {
  if (period.already_registered) return 'registered';
  if (period.remaining !== null && period.remaining <= 0) return 'full';
  return 'available';
}

/** The answers of the details step that a division's rules read. */
export interface PeriodPerson {
  date_of_birth?: string | null;
  gender?: string | null;
}

/**
 * Whether the person the details step describes may join the period's division: the server's
 * own rule (checkEligibility, decision 044) on the answers already given, unless an admin let
 * them in (decision 061). The reason is the rule's message, as the server would refuse.
 */
export function periodEligibility(
  period: Pick<RegistrationPeriodOption, 'division_name' | 'min_age' | 'gender_rule' | 'season_start_date' | 'eligibility_exception'>,
  person: PeriodPerson,
): EligibilityResult {
  if (period.eligibility_exception) return { eligible: true };
  return checkEligibility({ name: period.division_name, minAge: period.min_age, genderRule: period.gender_rule }, period.season_start_date, {
    dateOfBirth: person.date_of_birth || null,
    gender: person.gender || null,
  });
}

export interface ClosedPeriod {
  period: RegistrationPeriodOption;
  /** The rule the person's answers break: "Men's Open is a men's division." */
  reason: string;
}

/** The periods the person may join (to choose among), and the others with the reason, in the server's order. */
export function periodChoices(
  periods: readonly RegistrationPeriodOption[],
  person: PeriodPerson,
): { offered: RegistrationPeriodOption[]; closed: ClosedPeriod[] } {
  const offered: RegistrationPeriodOption[] = [];
  const closed: ClosedPeriod[] = [];
  for (const period of periods) {
    const result = periodEligibility(period, person);
    if (result.eligible) offered.push(period);
    else closed.push({ period, reason: result.message });
  }
  return { offered, closed };
}

/** The chosen period, if it is still offered, can still be taken, and takes this person. */
export function choosablePeriod(
  periods: readonly RegistrationPeriodOption[],
  periodId: string | undefined,
  person: PeriodPerson,
): RegistrationPeriodOption | null {
  const period = periods.find((p) => p.period_id === periodId);
  return period && periodAvailability(period) === 'available' && periodEligibility(period, person).eligible ? period : null;
}
