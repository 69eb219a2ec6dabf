import type { RegistrationPeriodOption } from '../../../shared/api/registrations';

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

/** The chosen period, if it is still offered and can still be taken. */
export function choosablePeriod(periods: readonly RegistrationPeriodOption[], periodId: string | undefined): RegistrationPeriodOption | null {
  const period = periods.find((p) => p.period_id === periodId);
  return period && periodAvailability(period) === 'available' ? period : null;
}
