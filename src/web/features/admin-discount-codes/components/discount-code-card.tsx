import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminDiscountCode } from '../../../../shared/api/discount-codes';
import { DISCOUNT_CODE_STATUS_LABELS, type DiscountCodeStatus } from '../../../../shared/discount-codes';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useSetDiscountCodeActive } from '../api';
import { discountValueLabel, usesLabel, validityLabel } from '../labels';

const STATUS_COLORS: Record<DiscountCodeStatus, string> = { active: 'teal', scheduled: 'blue', inactive: 'gray', expired: 'orange', used_up: 'grape' };

interface DiscountCodeCardProps {
  code: AdminDiscountCode;
  onEdit: () => void;
  onDelete: () => void;
}

/** One code: what it takes off, for which season and when, how many uses, and its actions. */
export function DiscountCodeCard({ code, onEdit, onDelete }: DiscountCodeCardProps) {
  const timeZone = useLeagueTimeZone();
  const setActive = useSetDiscountCodeActive();
  const titleId = `discount-code-${code.id}`;
  const toggle = () =>
    setActive.mutate(
      { id: code.id, active: !code.is_active },
      { onSuccess: (saved) => toast.success(`${saved.code} ${saved.is_active ? 'activated' : 'deactivated'}.`) },
    );
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {code.code}
          </Title>
          <Badge color={STATUS_COLORS[code.status]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
            {DISCOUNT_CODE_STATUS_LABELS[code.status]}
          </Badge>
        </Group>
        <Text fw={600}>{discountValueLabel(code)}</Text>
        {code.description ? <Text size="sm">{code.description}</Text> : null}
        <Text size="sm" c="dimmed">
          {code.season_name ?? 'Any season'} · {validityLabel(code, { timeZone })}
        </Text>
        <Text size="sm">Uses: {usesLabel(code)}</Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="default" aria-label={`Edit ${code.code}`} onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={setActive.isPending}
            aria-label={`${code.is_active ? 'Deactivate' : 'Activate'} ${code.code}`}
            onClick={toggle}
          >
            {code.is_active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button size="xs" variant="default" aria-label={`Delete ${code.code}`} onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
