import { Badge } from '@mantine/core';
import { REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES, type RegistrationStatus } from '../../../shared/registrations';

const COLORS: Record<RegistrationStatus, string> = {
  pending_payment: 'yellow',
  paid: 'teal',
  confirmed: 'green',
  cancelled: 'gray',
  refunded: 'grape',
};

const isStatus = (value: string): value is RegistrationStatus => (REGISTRATION_STATUSES as readonly string[]).includes(value);

/** A registration's status in words ("Paid", "Pending payment"); "Not registered" without one. */
export function RegistrationBadge({ status }: { status: string | null }) {
  if (status === null) {
    return (
      <Badge variant="outline" color="gray">
        Not registered
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={isStatus(status) ? COLORS[status] : 'gray'}>
      {isStatus(status) ? REGISTRATION_STATUS_LABELS[status] : status}
    </Badge>
  );
}
