import { Progress, Stack, Text } from '@mantine/core';
import { REGISTRATION_STEP_COUNT, registrationProgressPercent, registrationStepCaption, type RegistrationStep } from '../wizard';

/** The waitlist wizard's progress pattern: "Step 2 of 6" and a bar (the step's title is the heading below). */
export function RegistrationProgress({ step }: { step: RegistrationStep }) {
  const caption = registrationStepCaption(step);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} aria-hidden>
        {caption}
      </Text>
      <Progress.Root
        size="md"
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={1}
        aria-valuemax={REGISTRATION_STEP_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={caption}
      >
        <Progress.Section value={registrationProgressPercent(step)} withAria={false} />
      </Progress.Root>
    </Stack>
  );
}
