import { StepProgress } from '../../../components/ui/step-progress';
import { progressPercent, STEP_COUNT, stepCaption, type StepIndex } from '../wizard';

/** Spec §2: the progress bar with the step number over 4 (the step's title is the heading below). */
export function WizardProgress({ step }: { step: StepIndex }) {
  return <StepProgress step={step} count={STEP_COUNT} caption={stepCaption(step)} percent={progressPercent(step)} label="Waitlist form progress" />;
}
