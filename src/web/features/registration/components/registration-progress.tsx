import { StepProgress } from '../../../components/ui/step-progress';
import { REGISTRATION_STEP_COUNT, registrationProgressPercent, registrationStepCaption, type RegistrationStep } from '../wizard';

/** "Step 2 of 6" and a bar, as the waitlist wizard shows its progress. */
export function RegistrationProgress({ step }: { step: RegistrationStep }) {
  return (
    <StepProgress
      step={step}
      count={REGISTRATION_STEP_COUNT}
      caption={registrationStepCaption(step)}
      percent={registrationProgressPercent(step)}
      label="Registration progress"
    />
  );
}
