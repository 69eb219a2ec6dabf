import { Anchor, Button, Group, Loader, Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { waitlistStepSchemas } from '../../../../shared/schemas/waitlist';
import { FormAlert } from '../../../components/ui/form-alert';
import { draftKey, readDraft, useFormDraft } from '../../../lib/form-draft';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useHistorySteps } from '../../../lib/use-history-steps';
import { isWaitlistView, WAITLIST_HISTORY_KEY } from '../dialog-context';
import { WaiverDialog } from '../../waivers';
import { emptyWaitlistValues, isWaitlistField, WAITLIST_DRAFT_FIELDS, type WaitlistFormValues } from '../form-values';
import { useWaitlistSubmit } from '../use-waitlist-submit';
import { firstStepWithErrors, isLastStep, nextStep, previousStep, stepTitle, type StepIndex } from '../wizard';
import { ContactHealthStep } from './steps/contact-health-step';
import { ExperienceStep } from './steps/experience-step';
import { KitPhotoStep } from './steps/kit-photo-step';
import { PersonalInfoStep } from './steps/personal-info-step';
import { WizardProgress } from './wizard-progress';

// Ids in one Modal.Stack: Escape and the focus trap belong to the top dialog only.
const STACK = { wizard: 'waitlist', waiver: 'waitlist-waiver', crop: 'waitlist-photo-crop' } as const;

interface WaitlistDialogProps {
  /** Joined: the page behind can say so too. */
  onJoined: (email: string) => void;
}

const DRAFT_KEY = /* @__PURE__ */ draftKey('waitlist');

/**
 * Spec §2/§4 waitlist wizard. Its step is the browser history's (decision 046): Next adds an
 * entry, Previous and the browser's Back return to the step before, Cancel goes back to the
 * page's own entry. What was typed is kept on the device (lib/form-draft) through Cancel, a
 * reload and a dropped connection. A successful join clears it, and the dialog closes (spec §8:
 * the toast, then "dialog closes"); /waitlist keeps saying that the address is on the list.
 */
export default function WaitlistDialog({ onJoined }: WaitlistDialogProps) {
  const { step: view, forward, back } = useHistorySteps(WAITLIST_HISTORY_KEY, 'closed', isWaitlistView);
  // The step last shown stays on screen while the dialog closes.
  const lastStep = useRef<StepIndex>(0);
  if (typeof view === 'number') lastStep.current = view;
  const step: StepIndex = typeof view === 'number' ? view : lastStep.current;
  // The resolver reads the step when it runs, in an event after the render that set it.
  const stepRef = useRef<StepIndex>(step);
  stepRef.current = step;
  const resolver = useMemo(() => schemaResolver<WaitlistFormValues>(() => waitlistStepSchemas[stepRef.current]), []);
  const [restored] = useState(() => readDraft(DRAFT_KEY, emptyWaitlistValues(), WAITLIST_DRAFT_FIELDS));
  const form = useForm<WaitlistFormValues>({ mode: 'onChange', resolver, defaultValues: { ...emptyWaitlistValues(), ...restored } });
  const draft = useFormDraft(form, DRAFT_KEY, WAITLIST_DRAFT_FIELDS);
  const [waiverOpen, setWaiverOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fullScreen = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const opened = view !== 'closed';
  const close = () => back('closed');

  const goTo = (target: StepIndex) => {
    if (target > step) forward(target);
    else back(target);
    // The new step's title, so screen readers announce where the user is.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const submit = useWaitlistSubmit({
    onJoined: (input) => {
      draft.clear();
      form.reset(emptyWaitlistValues());
      onJoined(input.email);
      back('closed');
    },
    onFieldErrors: (errors) => {
      for (const { field, message } of errors) if (isWaitlistField(field)) form.setError(field, { type: 'server', message });
      const target = firstStepWithErrors(errors.map((e) => e.field));
      if (target !== null && target !== stepRef.current) goTo(target);
    },
  });

  /** Spec §4: Next validates only the current step's fields. */
  const goNext = async () => {
    if (await form.trigger(undefined, { shouldFocus: true })) goTo(nextStep(step));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of steps 1-3 means Next; only step 4 submits (spec §4).
    if (!isLastStep(step)) {
      event.preventDefault();
      void goNext();
      return;
    }
    void form.handleSubmit(submit.run)(event);
  };

  const submitting = submit.pending || form.formState.isSubmitting;

  return (
    <Modal.Stack>
      <Modal
        stackId={STACK.wizard}
        opened={opened}
        onClose={close}
        title="Join the Waitlist"
        size="lg"
        fullScreen={fullScreen}
        closeButtonProps={{ 'aria-label': 'Close the waitlist form' }}
      >
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="lg">
              <WizardProgress step={step} />
              <Title order={3} ref={headingRef} tabIndex={-1} className="wizard-step-title">
                {stepTitle(step)}
              </Title>
              {submit.error ? (
                <FormAlert>
                  {submit.error}
                  {submit.closed ? (
                    <>
                      {' '}
                      {/* The text's own colour: the link colour is too pale on the alert's red. */}
                      <Anchor component={Link} to="/register" c="inherit" fw={600} underline="always">
                        Register Now
                      </Anchor>
                    </>
                  ) : null}
                </FormAlert>
              ) : null}
              {step === 0 ? <PersonalInfoStep /> : null}
              {step === 1 ? <ExperienceStep /> : null}
              {step === 2 ? <KitPhotoStep cropStackId={STACK.crop} /> : null}
              {step === 3 ? <ContactHealthStep onReadWaiver={() => setWaiverOpen(true)} /> : null}
              <Group justify="space-between" gap="xs" mt="sm">
                <Button variant="subtle" onClick={close} disabled={submitting}>
                  Cancel
                </Button>
                <Group gap="xs">
                  {step > 0 ? (
                    <Button variant="default" onClick={() => goTo(previousStep(step))} disabled={submitting}>
                      Previous
                    </Button>
                  ) : null}
                  {/* Keys keep these two apart: were the Next button's element reused as the
                        submit button, the click that moved to step 4 would also submit. Not
                        `loading`: that hides the label, and the spec's label says what happens. */}
                  {isLastStep(step) ? (
                    <Button key="submit" type="submit" disabled={submitting} leftSection={submitting ? <Loader size={14} aria-hidden /> : null}>
                      {submitting ? 'Joining Waitlist...' : 'Join Waitlist'}
                    </Button>
                  ) : (
                    <Button key="next" onClick={() => void goNext()}>
                      Next
                    </Button>
                  )}
                </Group>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      </Modal>
      <WaiverDialog
        stackId={STACK.waiver}
        opened={opened && waiverOpen}
        onClose={() => setWaiverOpen(false)}
        onAccept={() => {
          form.setValue('waiver_accepted', true, { shouldValidate: true });
          setWaiverOpen(false);
        }}
      />
    </Modal.Stack>
  );
}
