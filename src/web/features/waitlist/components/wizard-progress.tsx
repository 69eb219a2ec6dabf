import { Progress, Stack, Text } from '@mantine/core';
import { progressPercent, STEP_COUNT, stepCaption, type StepIndex } from '../wizard';

/** Spec §2: the progress bar with the step number over 4 (the step's title is the heading below). */
export function WizardProgress({ step }: { step: StepIndex }) {
  const caption = stepCaption(step);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} aria-hidden>
        {caption}
      </Text>
      <Progress.Root
        size="md"
        role="progressbar"
        aria-label="Waitlist form progress"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={caption}
      >
        <Progress.Section value={progressPercent(step)} withAria={false} />
      </Progress.Root>
    </Stack>
  );
}
