import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { RegistrationOptions } from '../../../../shared/api/registrations';
import { chooseAnotherDivisionMessage } from '../../../../shared/eligibility';
import { FormAlert } from '../../../components/ui/form-alert';
import { draftKey, readDraft, useFormDraft } from '../../../lib/form-draft';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useHistorySteps } from '../../../lib/use-history-steps';
import {
  emptyRegistrationValues,
  isRegistrationField,
  prefillFromPlayer,
  REGISTRATION_DRAFT_FIELDS,
  registrationStepSchema,
  storedIdentity,
  type FieldMessage,
  type RegistrationFormValues,
} from '../form-values';
import { choosablePeriod, periodChoices, periodEligibility } from '../periods';
import { priceSummary, type AppliedQuote } from '../price-summary';
import { useRegistrationSubmit } from '../use-registration-submit';
import {
  ACCOUNT_STEP,
  DETAILS_STEP,
  DISCOUNT_STEP,
  firstRegistrationStepWithErrors,
  isRegistrationStep,
  nextRegistrationStep,
  PAYMENT_STEP,
  PERIOD_STEP,
  previousRegistrationStep,
  REGISTRATION_STEPS,
  stepOfRegistrationField,
  WAIVER_STEP,
  type RegistrationStep,
} from '../wizard';
import { CheckoutRedirect, RegistrationDone } from './registration-done';
import { RegistrationProgress } from './registration-progress';
import { DiscountStep } from './steps/discount-step';
import { PaymentStep } from './steps/payment-step';
import { PeriodStep } from './steps/period-step';
import { PlayerDetailsStep } from './steps/player-details-step';
import { WaiverStep } from './steps/waiver-step';

export interface RegistrationWizardProps {
  options: RegistrationOptions;
  invitation: string | null;
  /** Who is registering; the id keys the draft kept on the device. */
  account: { id: string; name: string; identity: string };
  /** Asks the server again (a new waiver, places gone, the waitlist switched on). */
  onOptionsStale: () => void;
  /** The account was just created on this page: its form is gone, so focus goes to the step's title. */
  focusOnMount?: boolean;
}

const REGISTRATION_HISTORY_KEY = 'register';
const isWizardStep = (value: unknown): value is RegistrationStep => typeof value === 'number' && isRegistrationStep(value) && value !== ACCOUNT_STEP;

/**
 * Steps 2 to 6 of /register for a signed-in user (the account step is done: it shows who is
 * registering). One form holds every step's values, so nothing is lost going back and forth
 * or when the server refuses something; Next checks only the step's own fields. Each step is
 * a history entry (Back goes to the step before, a reload stays on the step) and what is
 * typed is kept on the device until the registration is made (decision 046).
 */
export default function RegistrationWizard({ options, invitation, account, onOptionsStale, focusOnMount = false }: RegistrationWizardProps) {
  const { step, forward, back } = useHistorySteps(REGISTRATION_HISTORY_KEY, DETAILS_STEP, isWizardStep);
  const waiverSigned = options.waiver !== null && options.waiver_signed_at !== null;
  // The resolver runs in events after the render that set these: it reads them through refs.
  const stepRef = useRef<RegistrationStep>(step);
  stepRef.current = step;
  const waiverSignedRef = useRef(waiverSigned);
  useEffect(() => {
    waiverSignedRef.current = waiverSigned;
  }, [waiverSigned]);
  const resolver = useMemo(
    () => schemaResolver<RegistrationFormValues>(() => registrationStepSchema(stepRef.current, { waiverSigned: waiverSignedRef.current })),
    [],
  );
  // One draft per account: someone else signing in on this tab does not see it.
  const draftId = draftKey('registration', account.id);
  const [restored] = useState(() => readDraft(draftId, emptyRegistrationValues(), REGISTRATION_DRAFT_FIELDS));
  const form = useForm<RegistrationFormValues>({ mode: 'onChange', resolver, defaultValues: { ...emptyRegistrationValues(), ...restored } });
  const draft = useFormDraft(form, draftId, REGISTRATION_DRAFT_FIELDS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [applied, setApplied] = useState<AppliedQuote | null>(null);
  const [periodId, discountCode, dateOfBirth, gender] = useWatch({
    control: form.control,
    name: ['period_id', 'discount_code', 'date_of_birth', 'gender'],
  });
  // The details step comes first: the division choice reads its answers (decision 061).
  const person = { date_of_birth: dateOfBirth, gender };
  const period = choosablePeriod(options.periods, periodId, person);
  const stored = useMemo(() => storedIdentity(options.player), [options.player]);
  const summary = period ? priceSummary(period, applied, discountCode) : null;

  // The player's record fills what is still empty, also when it arrives after signing up; its
  // date of birth and gender replace anything typed or kept in a draft (they are not editable).
  useEffect(() => {
    const values = form.getValues();
    const fill = { ...prefillFromPlayer(values, options.player, account.name), ...storedIdentity(options.player) };
    const changed = (Object.keys(fill) as (keyof typeof fill)[]).some((key) => fill[key] !== values[key]);
    if (changed) form.reset({ ...values, ...fill }, { keepErrors: true, keepDirty: true, keepTouched: true });
  }, [form, options.player, account.name]);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const goTo = (target: RegistrationStep, { focusTitle = true } = {}) => {
    if (target > step) forward(target);
    else back(target);
    // The new step's title, so screen readers announce where the user is.
    if (focusTitle) requestAnimationFrame(() => headingRef.current?.focus());
  };

  // A refused submit shows its first message on its field, focused (and so scrolled to), once
  // the field's step is on screen: the division choice when a division's rules refuse.
  const [fieldToFocus, setFieldToFocus] = useState<keyof RegistrationFormValues | null>(null);
  useEffect(() => {
    if (!fieldToFocus || stepOfRegistrationField(fieldToFocus) !== step) return;
    setFieldToFocus(null);
    form.setFocus(fieldToFocus);
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  }, [fieldToFocus, step, form]);
  // Fresh options may take the refused division out of the choices, and the focus with it.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && stepRef.current === PERIOD_STEP && form.getFieldState('period_id').error) form.setFocus('period_id');
  }, [options.periods, form]);

  const showFieldErrors = (errors: FieldMessage[]) => {
    const fields = errors.filter((e) => isRegistrationField(e.field));
    for (const { field, message } of fields) if (isRegistrationField(field)) form.setError(field, { type: 'server', message });
    const target = firstRegistrationStepWithErrors(errors.map((e) => e.field));
    if (target === null) return;
    const first = fields.find((e) => stepOfRegistrationField(e.field) === target)?.field;
    if (first && isRegistrationField(first)) setFieldToFocus(first);
    if (target !== stepRef.current) goTo(target, { focusTitle: !first });
  };

  const submit = useRegistrationSubmit({
    context: { invitation, waiverId: options.waiver?.id ?? null, waiverSigned },
    onFieldErrors: showFieldErrors,
    onOptionsStale,
  });

  const stepBlocked = (step === WAIVER_STEP && !options.waiver) || (step === PERIOD_STEP && periodChoices(options.periods, person).offered.length === 0);

  const goNext = async () => {
    if (stepBlocked) return;
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    // The choice may have filled up or been registered meanwhile (the options were refreshed).
    if (step === PERIOD_STEP && !period) {
      // A choice kept from before the details changed may be one they no longer allow.
      const chosen = options.periods.find((p) => p.period_id === periodId);
      const eligibility = chosen ? periodEligibility(chosen, person) : null;
      const message =
        eligibility && !eligibility.eligible ? chooseAnotherDivisionMessage(eligibility.message) : 'Choose a season and division with places left.';
      form.setError('period_id', { type: 'manual', message }, { shouldFocus: true });
      return;
    }
    goTo(nextRegistrationStep(step));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step means Next; only the payment step registers.
    if (step !== PAYMENT_STEP) {
      event.preventDefault();
      void goNext();
      return;
    }
    void form.handleSubmit(submit.run)(event);
  };

  // Registered: the draft has done its work (the registration itself is on the server now).
  const registered = submit.result !== null;
  useEffect(() => {
    if (registered) draft.clear();
  }, [registered, draft]);

  if (submit.result?.next === 'checkout') {
    return (
      <CheckoutRedirect
        registration={submit.result.registration}
        pending={submit.checkoutPending}
        error={submit.checkoutError}
        onRetry={() => void submit.retryCheckout()}
      />
    );
  }
  if (submit.result) return <RegistrationDone result={submit.result} />;

  const submitting = submit.pending || form.formState.isSubmitting;
  // Card payment when the server has a provider and there is something to pay (0 skips it).
  const payByCard = options.payment_provider === 'stripe' && (summary?.total_cents ?? 0) > 0;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="lg">
          <RegistrationProgress step={step} />
          <Title order={2} ref={headingRef} tabIndex={-1} id="registration-step-title" className="wizard-step-title">
            {REGISTRATION_STEPS[step]}
          </Title>
          {submit.error ? <FormAlert>{submit.error}</FormAlert> : null}
          {step === ACCOUNT_STEP ? <Text>Registering as {account.name ? `${account.name} (${account.identity})` : account.identity}.</Text> : null}
          {step === DETAILS_STEP ? <PlayerDetailsStep stored={stored} /> : null}
          {step === PERIOD_STEP ? <PeriodStep periods={options.periods} /> : null}
          {step === WAIVER_STEP ? <WaiverStep waiver={options.waiver} signedAt={options.waiver_signed_at} /> : null}
          {step >= DISCOUNT_STEP && !(period && summary) ? <FormAlert>Choose a season and division with places left first.</FormAlert> : null}
          {step === DISCOUNT_STEP && period && summary ? <DiscountStep period={period} summary={summary} onApplied={setApplied} /> : null}
          {step === PAYMENT_STEP && period && summary ? <PaymentStep period={period} summary={summary} payByCard={payByCard} /> : null}
          <Group justify="space-between" gap="xs" mt="sm">
            {step > ACCOUNT_STEP ? (
              <Button variant="default" onClick={() => goTo(previousRegistrationStep(step))} disabled={submitting}>
                Previous
              </Button>
            ) : (
              <span />
            )}
            {/* Keys keep the two apart: were Next's element reused as the submit button, the
                click that reached the last step would also register. */}
            {step === PAYMENT_STEP ? (
              <Button key="submit" type="submit" disabled={submitting} leftSection={submitting ? <Loader size={14} aria-hidden /> : null}>
                {submitting ? 'Registering…' : payByCard ? 'Register and pay' : 'Register'}
              </Button>
            ) : (
              <Button key="next" onClick={() => void goNext()} disabled={stepBlocked}>
                Next
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
