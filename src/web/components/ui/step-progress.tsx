import { Progress, Stack, Text } from '@mantine/core';

interface StepProgressProps {
  /** 0-based */
  step: number;
  count: number;
  /** "Step 2 of 4": shown, and what screen readers hear as the bar's value. */
  caption: string;
  /** The bar's name, e.g. "Waitlist form progress". */
  label: string;
  /** How full the bar is (the wizard's own rule, unit-tested there). */
  percent: number;
}

/** A wizard's progress: the step caption and a bar (the step's title is the heading below it). */
export function StepProgress({ step, count, caption, label, percent }: StepProgressProps) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} aria-hidden>
        {caption}
      </Text>
      <Progress.Root size="md" role="progressbar" aria-label={label} aria-valuemin={1} aria-valuemax={count} aria-valuenow={step + 1} aria-valuetext={caption}>
        <Progress.Section value={percent} withAria={false} />
      </Progress.Root>
    </Stack>
  );
}
