import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RegistrationPeriodOption } from '../../../../../shared/api/registrations';
import { formatMoney } from '../../../../lib/format';
import { useRegistrationQuote } from '../../api';
import type { RegistrationFormValues } from '../../form-values';
import type { AppliedQuote, PriceSummary } from '../../price-summary';
import { describeQuoteError } from '../../registration-errors';
import { PriceSummaryTable } from '../price-summary-table';

interface DiscountStepProps {
  period: RegistrationPeriodOption;
  summary: PriceSummary;
  onApplied: (applied: AppliedQuote | null) => void;
}

/** Step 5: an optional discount code, checked by the server on Apply, and the price. */
export function DiscountStep({ period, summary, onApplied }: DiscountStepProps) {
  const { register, control, formState, setError, clearErrors, getValues } = useFormContext<RegistrationFormValues>();
  const quote = useRegistrationQuote();
  const code = useWatch({ control, name: 'discount_code' });

  const apply = () => {
    const typed = getValues('discount_code').trim();
    if (!typed) return;
    clearErrors('discount_code');
    quote.mutate(
      { period_id: period.period_id, discount_code: typed },
      {
        onSuccess: (result) => onApplied({ periodId: period.period_id, code: typed, quote: result }),
        onError: (error) => {
          onApplied(null);
          setError('discount_code', { type: 'server', message: describeQuoteError(error) });
        },
      },
    );
  };

  const field = register('discount_code');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <TextInput
          label="Discount code"
          description="Optional. Press Apply to see the discount."
          autoComplete="off"
          autoCapitalize="characters"
          {...field}
          onKeyDown={(event) => {
            // Enter applies the code here; it would otherwise mean Next.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          error={formState.errors.discount_code?.message}
          // Apply sits beside the input, between its description and its message.
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="center">
              <Box flex={1}>{input}</Box>
              <Button variant="default" onClick={apply} loading={quote.isPending} disabled={!code.trim()}>
                Apply
              </Button>
            </Group>
          )}
        />
        <Text size="sm" role="status" c="var(--mantine-color-teal-text)" mih="1.25rem">
          {summary.code && summary.discount_cents > 0 ? `Code ${summary.code} applied: ${formatMoney(summary.discount_cents)} off.` : ''}
        </Text>
      </Stack>
      <PriceSummaryTable summary={summary} />
    </Stack>
  );
}
