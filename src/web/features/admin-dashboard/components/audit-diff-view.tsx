import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { auditDiff } from '../audit-diff';

/** A change as "Field: before → after" lines, readable on a phone; unchanged fields are counted, not listed. */
export function AuditDiffView({ before, after }: { before: unknown; after: unknown }) {
  const diff = auditDiff(before, after);
  if (diff.rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No values were recorded for this change.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack component="dl" gap={6} m={0}>
        {diff.rows.map((row) => (
          <div key={row.key}>
            <Text component="dt" size="sm" fw={600}>
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.before === null ? (
                <Text span size="sm" c="dimmed">
                  (not set)
                </Text>
              ) : (
                <Text span size="sm" c="dimmed" td={row.after === null ? undefined : 'line-through'}>
                  {row.before}
                </Text>
              )}
              <Text span size="sm" c="dimmed" aria-hidden>
                {' → '}
              </Text>
              <VisuallyHidden component="span"> changed to </VisuallyHidden>
              {row.after === null ? (
                <Text span size="sm" c="dimmed">
                  (removed)
                </Text>
              ) : (
                <Text span size="sm" fw={500}>
                  {row.after}
                </Text>
              )}
            </Text>
          </div>
        ))}
      </Stack>
      {diff.unchanged > 0 ? (
        <Text size="xs" c="dimmed">
          {diff.unchanged === 1 ? '1 other field unchanged.' : `${diff.unchanged} other fields unchanged.`}
        </Text>
      ) : null}
    </Stack>
  );
}
