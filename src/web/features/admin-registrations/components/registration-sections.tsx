import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS, type AdminRegistrationDetail } from '../../../../shared/registrations-api';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { RegistrationBadge } from '../../admin-players/components/registration-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {children}
    </SimpleGrid>
  );
}

type Props = { registration: AdminRegistrationDetail };

/** The player, with the way to their record on the players page. */
export function PlayerSection({ registration: r }: Props) {
  const name = `${r.player.first_name} ${r.player.last_name}`;
  return (
    <SectionCard id="player" title="Player">
      <Fields>
        <Field label="Name">
          <Anchor component={Link} to={`/admin/players?player=${encodeURIComponent(r.player.id)}`}>
            {name}
          </Anchor>
        </Field>
        <Field label="Email">{r.player.email ?? '—'}</Field>
        <Field label="Phone number">{r.player.phone ?? '—'}</Field>
        <Field label="Season and division">
          {r.season_name} · {r.division_name}
        </Field>
      </Fields>
    </SectionCard>
  );
}

export function PaymentSection({ registration: r }: Props) {
  const timeZone = useLeagueTimeZone();
  return (
    <SectionCard id="payment" title="Payment">
      <Fields>
        <Field label="Status">
          <RegistrationBadge status={r.status} />
        </Field>
        <Field label="Fee">{formatMoney(r.fee_cents)}</Field>
        <Field label="Discount">{r.discount_cents > 0 ? `− ${formatMoney(r.discount_cents)}` : 'None'}</Field>
        <Field label="Total">{formatMoney(r.total_cents)}</Field>
        <Field label="Paid">{formatMoney(r.amount_paid_cents)}</Field>
        <Field label="Method">{r.payment_method ? PAYMENT_METHOD_LABELS[r.payment_method] : '—'}</Field>
        <Field label="Paid at">{r.paid_at ? formatDateTime(r.paid_at, { timeZone }) : '—'}</Field>
        <Field label="Registered at">{formatDateTime(r.created_at, { timeZone })}</Field>
        {r.stripe_payment_intent_id ? <Field label="Stripe payment">{r.stripe_payment_intent_id}</Field> : null}
        {r.stripe_checkout_session_id ? <Field label="Stripe checkout session">{r.stripe_checkout_session_id}</Field> : null}
      </Fields>
    </SectionCard>
  );
}

export function WaiverSection({ registration: r }: Props) {
  const timeZone = useLeagueTimeZone();
  return (
    <SectionCard id="waiver" title="Waiver">
      {r.waiver ? (
        <Fields>
          <Field label="Version">
            Version {r.waiver.version} ({r.waiver.title})
          </Field>
          <Field label="Signed as">{r.waiver.signed_name ? `“${r.waiver.signed_name}”` : 'Not signed'}</Field>
          <Field label="Signed at">{r.waiver.signed_at ? formatDateTime(r.waiver.signed_at, { timeZone }) : '—'}</Field>
        </Fields>
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
        <Fields>
          <Field label="Code">{r.discount.code}</Field>
          <Field label="Description">{r.discount.description || '—'}</Field>
        </Fields>
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
        <Fields>
          <Field label="Physical conditions">Yes</Field>
          <Field label="Details">{r.physical_conditions_details || '—'}</Field>
        </Fields>
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
