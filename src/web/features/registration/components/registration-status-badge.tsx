import { Badge } from '@mantine/core';
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '../../../../shared/players-admin-api';

const COLORS: Record<RegistrationStatus, string> = {
  pending_payment: 'yellow',
  paid: 'teal',
  confirmed: 'green',
  cancelled: 'gray',
  refunded: 'grape',
};

/** A registration's status as its player reads it ("Paid", "Pending payment"). */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {REGISTRATION_STATUS_LABELS[status]}
    </Badge>
  );
}
