import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { FormResult } from '../../../../shared/api/rankings';
import { FORM_WORDS } from '../standings-labels';

/** Light badges of these colours keep 4.5:1 in both schemes (theme.ts); the letter says it too, not the colour alone. */
const COLORS: Record<FormResult, string> = { W: 'green', D: 'gray', L: 'red' };

/** The last results, oldest first, as W/D/L badges; screen readers hear "Won, Drawn, Lost". */
export function FormBadges({ form }: { form: readonly FormResult[] }) {
  if (form.length === 0) {
    return (
      <Text size="sm" c="dimmed" component="span">
        None yet
      </Text>
    );
  }
  return (
    <Group component="ul" gap={4} wrap="nowrap" m={0} p={0} aria-label="Form, oldest first" style={{ listStyle: 'none' }}>
      {form.map((result, index) => (
        // Results repeat and have no id; their order is the meaning, so the index is the key.
        <li key={index}>
          <Badge variant="light" color={COLORS[result]} radius="sm" size="sm" w={26} px={0}>
            <span aria-hidden>{result}</span>
            <VisuallyHidden>{FORM_WORDS[result]}</VisuallyHidden>
          </Badge>
        </li>
      ))}
    </Group>
  );
}
