import { WAITLIST_STEPS } from '../../../shared/waitlist';
import { waitlistStepSchemas } from '../../../shared/schemas/waitlist';

export const STEP_COUNT = WAITLIST_STEPS.length;
export type StepIndex = 0 | 1 | 2 | 3;

export function isStepIndex(value: number): value is StepIndex {
  return Number.isInteger(value) && value >= 0 && value < STEP_COUNT;
}

/** Spec §2: the step number over 4, e.g. "Step 2 of 4" (index 1). */
export function stepCaption(index: StepIndex): string {
  return `Step ${index + 1} of ${STEP_COUNT}`;
}

export function stepTitle(index: StepIndex): string {
  return WAITLIST_STEPS[index];
}

/** How full the progress bar is, in percent. */
export function progressPercent(index: StepIndex): number {
  return ((index + 1) / STEP_COUNT) * 100;
}

export function isLastStep(index: StepIndex): boolean {
  return index === STEP_COUNT - 1;
}

export function nextStep(index: StepIndex): StepIndex {
  const next = index + 1;
  return isStepIndex(next) ? next : index;
}

export function previousStep(index: StepIndex): StepIndex {
  const previous = index - 1;
  return isStepIndex(previous) ? previous : index;
}

/** The fields each step owns, read off the shared step schemas. */
export const STEP_FIELDS: readonly (readonly string[])[] = waitlistStepSchemas.map((schema) => Object.keys(schema.shape));

/** The step a field belongs to (the first step when the server names a field we do not know). */
export function stepOfField(field: string): StepIndex {
  const top = field.split('.')[0] ?? field;
  const found = STEP_FIELDS.findIndex((fields) => fields.includes(top));
  return isStepIndex(found) ? found : 0;
}

/** The earliest step holding any of these fields: where the user goes to fix them. */
export function firstStepWithErrors(fields: readonly string[]): StepIndex | null {
  if (fields.length === 0) return null;
  // biome-ignore lint/complexity/useMathMinMax: the ternary keeps the step's literal type
  return fields.map(stepOfField).reduce<StepIndex>((min, step) => (step < min ? step : min), 3);
}
