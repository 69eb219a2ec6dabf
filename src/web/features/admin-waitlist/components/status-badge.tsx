import { Badge } from '@mantine/core';
import type { WaitlistStatus } from '../../../../shared/waitlist';
import { STATUS_COLORS, STATUS_LABELS } from '../status';

export function StatusBadge({ status }: { status: WaitlistStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" radius="sm">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
