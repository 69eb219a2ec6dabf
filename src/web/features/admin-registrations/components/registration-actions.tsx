import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LIVE_REGISTRATION_STATUSES, MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type ManualPaymentMethod } from '../../../../shared/registrations';
import type { AdminRegistrationDetail } from '../../../../shared/api/registrations';
import { dollarsToCents } from '../../../../shared/schemas/seasons';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useChangeRegistration, type RegistrationChange } from '../api';

type Action = 'mark-paid' | 'refund' | 'cancel' | 'move';

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const AMOUNT_MESSAGE = 'Enter the amount in dollars, such as 90 or 90.50.';

const isLive = (status: string) => (LIVE_REGISTRATION_STATUSES as readonly string[]).includes(status);

/** What the buttons offer depends on the status; each asks first, in a dialog that shows a refusal. */
export function RegistrationActions({ registration: r }: { registration: AdminRegistrationDetail }) {
  const [open, setOpen] = useState<Action | null>(null);
  const due = Math.max(0, r.total_cents - r.amount_paid_cents);
  const live = isLive(r.status);
  const paid = r.status === 'paid' || r.status === 'confirmed';
  return (
    <>
      <Group gap="xs">
        {r.status === 'pending_payment' ? <Button onClick={() => setOpen('mark-paid')}>Mark paid</Button> : null}
        {live && r.move_targets.length > 0 ? (
          <Button variant="default" onClick={() => setOpen('move')}>
            Move to division
          </Button>
        ) : null}
        {paid ? (
          <Button variant="default" onClick={() => setOpen('refund')}>
            Mark refunded
          </Button>
        ) : null}
        {live ? (
          <Button variant="default" color="red" onClick={() => setOpen('cancel')}>
            Cancel registration
          </Button>
        ) : null}
      </Group>
      {/* Mounted only while open: each opening starts with fresh values and no old error. */}
      {open === 'mark-paid' ? <MarkPaidDialog registration={r} due={due} onClose={() => setOpen(null)} /> : null}
      {open === 'move' ? <MoveDialog registration={r} onClose={() => setOpen(null)} /> : null}
      {open === 'refund' ? (
        <SimpleActionDialog
          registration={r}
          change={{ kind: 'refund' }}
          title="Mark refunded"
          message={`Record that ${formatMoney(r.amount_paid_cents)} went back to the player? The place is given up too. Refund the money itself in Stripe or by hand.`}
          confirmLabel="Mark refunded"
          done="Registration marked refunded."
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'cancel' ? (
        <SimpleActionDialog
          registration={r}
          change={{ kind: 'cancel' }}
          title="Cancel registration"
          message="Cancel this registration? Its place in the division is given up. This cannot be undone."
          confirmLabel="Cancel registration"
          done="Registration cancelled."
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

interface DialogProps {
  registration: AdminRegistrationDetail;
  onClose: () => void;
}

function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

function SimpleActionDialog({
  registration,
  change,
  title,
  message,
  confirmLabel,
  done,
  onClose,
}: DialogProps & { change: RegistrationChange; title: string; message: string; confirmLabel: string; done: string }) {
  const action = useChangeRegistration(registration.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      opened
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      errorTitle="Not changed"
      pending={action.isPending}
      error={error}
      onClose={onClose}
      onConfirm={() =>
        action.mutate(change, {
          onSuccess: () => {
            toast.success(done);
            onClose();
          },
          onError: (failure) => setError(errorMessage(failure)),
        })
      }
    />
  );
}

function MarkPaidDialog({ registration, due, onClose }: DialogProps & { due: number }) {
  const action = useChangeRegistration(registration.id);
  const [method, setMethod] = useState<ManualPaymentMethod>('cash');
  const [amount, setAmount] = useState((due / 100).toFixed(2));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!DOLLARS.test(amount.trim())) {
      setAmountError(AMOUNT_MESSAGE);
      return;
    }
    setAmountError(null);
    setError(null);
    action.mutate(
      { kind: 'mark-paid', method, amount_cents: dollarsToCents(amount) },
      {
        onSuccess: () => {
          toast.success('Registration marked paid.');
          onClose();
        },
        onError: (failure) => {
          const issue = isApiError(failure) ? failure.issues.find((i) => i.path === 'amount_cents') : undefined;
          if (issue) setAmountError(issue.message);
          else setError(errorMessage(failure));
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened
      title="Mark paid"
      message={`Record a payment made to the league directly. Amount due: ${formatMoney(due)}.`}
      confirmLabel="Mark paid"
      confirmColor="blue"
      errorTitle="Not marked paid"
      pending={action.isPending}
      error={error}
      onClose={onClose}
      onConfirm={confirm}
    >
      <NativeSelect
        label="Payment method"
        data={MANUAL_PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
        value={method}
        onChange={(event) => setMethod(event.currentTarget.value === 'transfer' ? 'transfer' : 'cash')}
      />
      <TextInput
        label="Amount received ($)"
        inputMode="decimal"
        required
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={amountError}
      />
    </ConfirmDialog>
  );
}

function MoveDialog({ registration, onClose }: DialogProps) {
  const action = useChangeRegistration(registration.id);
  const [divisionId, setDivisionId] = useState(registration.move_targets[0]?.division_id ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      opened
      title="Move to division"
      message={`Move this registration from ${registration.division_name} to another division of ${registration.season_name}? The fee stays as it is, and the move is made even if that division is full.`}
      confirmLabel="Move registration"
      confirmColor="blue"
      errorTitle="Not moved"
      pending={action.isPending}
      error={error}
      onClose={onClose}
      onConfirm={() =>
        action.mutate(
          { kind: 'move', division_id: divisionId },
          {
            onSuccess: (moved) => {
              toast.success(`Moved to ${moved.division_name}.`);
              onClose();
            },
            onError: (failure) => setError(errorMessage(failure)),
          },
        )
      }
    >
      <NativeSelect
        label="New division"
        data={registration.move_targets.map((t) => ({ value: t.division_id, label: t.division_name }))}
        value={divisionId}
        onChange={(event) => setDivisionId(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}
