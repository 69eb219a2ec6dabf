import { Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import type { PriceSummary } from '../price-summary';

/** Fee, discount and total, as the last two steps show them. */
export function PriceSummaryTable({ summary }: { summary: PriceSummary }) {
  return (
    <>
      <Table variant="vertical" withTableBorder layout="fixed" aria-label="Price">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Fee</Table.Th>
            <Table.Td>{formatMoney(summary.fee_cents)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Discount{summary.code ? ` (${summary.code})` : ''}</Table.Th>
            <Table.Td>{summary.discount_cents > 0 ? `−${formatMoney(summary.discount_cents)}` : formatMoney(0)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td fw={700}>{formatMoney(summary.total_cents)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {summary.codeNotApplied ? (
        <Text size="sm" c="dimmed">
          The discount code is not applied yet: it is checked when you register.
        </Text>
      ) : null}
    </>
  );
}
