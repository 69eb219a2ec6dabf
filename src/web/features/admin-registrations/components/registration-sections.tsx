import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/registrations';
import type { AdminRegistrationDetail } from '../../../../shared/api/registrations';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { RegistrationBadge } from '../../../components/ui/registration-badge';

type Props = { registration: AdminRegistrationDetail };

/** The player, with the way to their record on the players page. */
export function PlayerSection({ registration: r }: Props) {
  const name = `${r.player.first_name} ${r.player.last_name}`;
  return (
    <SectionCard id="player" title="Player">
      <DetailList>
        <DetailItem label="Name">
          <Anchor component={Link} to={`/admin/players?player=${encodeURIComponent(r.player.id)}`}>
            {name}
          </Anchor>
        </DetailItem>
        <DetailItem label="Email">{r.player.email ?? '—'}</DetailItem>
        <DetailItem label="Phone number">{r.player.phone ?? '—'}</DetailItem>
        <DetailItem label="Season and division">
          {r.season_name} · {r.division_name}
        </DetailItem>
      </DetailList>
    </SectionCard>
  );
}

export function PaymentSection({ registration: r }: Props) {
  const timeZone = useLeagueTimeZone();
  return (
    <SectionCard id="payment" title="Payment">
      <DetailList>
        <DetailItem label="Status">
          <RegistrationBadge status={r.status} />
        </DetailItem>
        <DetailItem label="Fee">{formatMoney(r.fee_cents)}</DetailItem>
        <DetailItem label="Discount">{r.discount_cents > 0 ? `− ${formatMoney(r.discount_cents)}` : 'None'}</DetailItem>
        <DetailItem label="Total">{formatMoney(r.total_cents)}</DetailItem>
        <DetailItem label="Paid">{formatMoney(r.amount_paid_cents)}</DetailItem>
        <DetailItem label="Method">{r.payment_method ? PAYMENT_METHOD_LABELS[r.payment_method] : '—'}</DetailItem>
        <DetailItem label="Paid at">{r.paid_at ? formatDateTime(r.paid_at, { timeZone }) : '—'}</DetailItem>
        <DetailItem label="Registered at">{formatDateTime(r.created_at, { timeZone })}</DetailItem>
        {r.stripe_payment_intent_id ? <DetailItem label="Stripe payment">{r.stripe_payment_intent_id}</DetailItem> : null}
        {r.stripe_checkout_session_id ? <DetailItem label="Stripe checkout session">{r.stripe_checkout_session_id}</DetailItem> : null}
      </DetailList>
    </SectionCard>
  );
}

export function WaiverSection({ registration: r }: Props) {
  const timeZone = useLeagueTimeZone();
  return (
    <SectionCard id="waiver" title="Waiver">
      {r.waiver ? (
        <DetailList>
          <DetailItem label="Version">
            Version {r.waiver.version} ({r.waiver.title})
          </DetailItem>
          <DetailItem label="Signed as">{r.waiver.signed_name ? `“${r.waiver.signed_name}”` : 'Not signed'}</DetailItem>
          <DetailItem label="Signed at">{r.waiver.signed_at ? formatDateTime(r.waiver.signed_at, { timeZone }) : '—'}</DetailItem>
        </DetailList>
      ) : (
        <Text size="sm">No waiver is recorded with this registration.</Text>
      )}
    </SectionCard>
  );
}

export function DiscountSection({ registration: r }: Props) {
  return (
    <SectionCard id="discount" title="Discount code">
      {r.discount ? (
        <DetailList>
          <DetailItem label="Code">{r.discount.code}</DetailItem>
          <DetailItem label="Description">{r.discount.description || '—'}</DetailItem>
        </DetailList>
      ) : (
        <Text size="sm">{r.discount_code ? `${r.discount_code} (the code has since been deleted)` : 'No discount code was used.'}</Text>
      )}
    </SectionCard>
  );
}

export function HealthSection({ registration: r }: Props) {
  return (
    <SectionCard id="health" title="Health statement">
      {r.has_physical_conditions ? (
        <DetailList>
          <DetailItem label="Physical conditions">Yes</DetailItem>
          <DetailItem label="Details">{r.physical_conditions_details || '—'}</DetailItem>
        </DetailList>
      ) : (
        <Text size="sm">No physical conditions declared.</Text>
      )}
    </SectionCard>
  );
}

export function HistorySection({ registration: r }: Props) {
  const timeZone = useLeagueTimeZone();
  return (
    <SectionCard id="history" title="History">
      {r.history.length === 0 ? (
        <Text size="sm">No changes recorded yet.</Text>
      ) : (
        // Newest first, as the audit log reads.
        <Stack component="ul" gap="sm" p={0} m={0}>
          {r.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} style={{ listStyle: 'none' }}>
              <Text size="sm">{entry.summary}</Text>
              <Text size="sm" c="dimmed">
                {formatDateTime(entry.at, { timeZone })} · {entry.actor_name ?? 'System'}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
