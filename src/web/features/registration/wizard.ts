/** The /register steps, in order (product.md "Registration and payment"). */
export const REGISTRATION_STEPS = ['Account', 'Player details', 'Season and division', 'Waiver', 'Discount code', 'Payment'] as const;
export const REGISTRATION_STEP_COUNT = REGISTRATION_STEPS.length;
export type RegistrationStep = 0 | 1 | 2 | 3 | 4 | 5;
export const ACCOUNT_STEP: RegistrationStep = 0;
export const DETAILS_STEP: RegistrationStep = 1;
export const PERIOD_STEP: RegistrationStep = 2;
export const WAIVER_STEP: RegistrationStep = 3;
export const DISCOUNT_STEP: RegistrationStep = 4;
export const PAYMENT_STEP: RegistrationStep = 5;

export function isRegistrationStep(value: number): value is RegistrationStep {
  return Number.isInteger(value) && value >= 0 && value < REGISTRATION_STEP_COUNT;
}

/** "Step 2 of 6" */
export function registrationStepCaption(step: RegistrationStep): string {
  return `Step ${step + 1} of ${REGISTRATION_STEP_COUNT}`;
}

export function registrationProgressPercent(step: RegistrationStep): number {
  return ((step + 1) / REGISTRATION_STEP_COUNT) * 100;
}

export function nextRegistrationStep(step: RegistrationStep): RegistrationStep {
  const next = step + 1;
  return isRegistrationStep(next) ? next : step;
}

export function previousRegistrationStep(step: RegistrationStep): RegistrationStep {
  const previous = step - 1;
  return isRegistrationStep(previous) ? previous : step;
}

const STEP_OF_FIELD: Record<string, RegistrationStep> = {
  period_id: PERIOD_STEP,
  invitation: PERIOD_STEP,
  waiver_id: WAIVER_STEP,
  waiver_signed_name: WAIVER_STEP,
  discount_code: DISCOUNT_STEP,
};

/**
 * The form field a server or schema issue names: `player.first_name` is the details step's
 * `first_name`; `positions_played.2` is the positions group.
 */
export function fieldOfIssuePath(path: string): string {
  const parts = path.split('.').filter(Boolean);
  const [first = '', second = ''] = parts;
  return first === 'player' ? second : first;
}

/** The step holding a field: anything not named elsewhere is a player detail. */
export function stepOfRegistrationField(field: string): RegistrationStep {
  return STEP_OF_FIELD[field] ?? DETAILS_STEP;
}

/** The earliest step with one of these fields: where the user goes to fix them. */
export function firstRegistrationStepWithErrors(fields: readonly string[]): RegistrationStep | null {
  if (fields.length === 0) return null;
  // biome-ignore lint/complexity/useMathMinMax: the ternary keeps the step's literal type
  return fields.map(stepOfRegistrationField).reduce<RegistrationStep>((min, step) => (step < min ? step : min), PAYMENT_STEP);
}
