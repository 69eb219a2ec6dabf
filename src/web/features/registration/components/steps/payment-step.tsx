import { Stack, Text } from '@mantine/core';
import { REGISTRATION_MESSAGES } from '../../../../../shared/registrations';
import type { RegistrationPeriodOption } from '../../../../../shared/api/registrations';
import { formatMoney } from '../../../../lib/format';
import { periodTitle } from '../../periods';
import type { PriceSummary } from '../../price-summary';
import { PriceSummaryTable } from '../price-summary-table';

interface PaymentStepProps {
  period: RegistrationPeriodOption;
  summary: PriceSummary;
  /** A card payment follows (Stripe is configured and there is something to pay). */
  payByCard: boolean;
}

/** Step 6: what is being registered for, the price, and how it is paid. */
export function PaymentStep({ period, summary, payByCard }: PaymentStepProps) {
  return (
    <Stack gap="md">
      <Text>
        You are registering for <strong>{periodTitle(period)}</strong>.
      </Text>
      <PriceSummaryTable summary={summary} />
      <Text>{paymentNote(summary, payByCard)}</Text>
    </Stack>
  );
}

function paymentNote(summary: PriceSummary, payByCard: boolean): string {
  const total = formatMoney(summary.total_cents);
  if (summary.total_cents === 0 && !summary.codeNotApplied) return 'There is nothing to pay: your registration is complete once you press Register.';
  if (payByCard) return `After Register and pay you go to Stripe's secure checkout page to pay ${total} by card. Your place is held while you pay.`;
  return `Your registration is saved with ${total} to pay. ${REGISTRATION_MESSAGES.noPaymentProvider}`;
}
