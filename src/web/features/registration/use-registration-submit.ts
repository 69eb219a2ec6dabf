import { useRef, useState } from 'react';
import type { CreateRegistrationResult } from '../../../shared/api/registrations';
import { isApiError } from '../../lib/api-client';
import { logError } from '../../lib/logger';
import { useUploadPlayerPhoto } from '../photos';
import { useCreateRegistration, useStartCheckout } from './api';
import { parseRegistrationForm, type FieldMessage, type RegistrationFormValues, type SubmitContext } from './form-values';
import { describeRegistrationError } from './registration-errors';

interface Options {
  context: Omit<SubmitContext, 'uploadedPhotoUrl'>;
  onFieldErrors: (errors: FieldMessage[]) => void;
  onOptionsStale: () => void;
}

/** Sends the browser to the Stripe Checkout page (a full page load: it is another site). */
function goTo(url: string) {
  window.location.assign(url);
}

/**
 * The final step: check everything with the shared schema, upload a new photo (once, even
 * when sent again), register, then go to the checkout when there is a card payment. Pressing
 * twice sends one request; a retry after a failure is answered with the same pending
 * registration by the server.
 */
export function useRegistrationSubmit({ context, onFieldErrors, onOptionsStale }: Options) {
  const upload = useUploadPlayerPhoto();
  const create = useCreateRegistration();
  const checkout = useStartCheckout();
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CreateRegistrationResult | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const running = useRef(false);
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const uploadPhoto = async (file: File): Promise<string> => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    const { url } = await upload.mutateAsync({ file, purpose: 'profile' });
    uploaded.current = { file, url };
    return url;
  };

  const startCheckout = async (registrationId: string) => {
    setCheckoutError(null);
    try {
      const { url } = await checkout.mutateAsync(registrationId);
      goTo(url);
    } catch (checkoutFailure) {
      logError('registration checkout', checkoutFailure);
      setCheckoutError(isApiError(checkoutFailure) ? checkoutFailure.message : 'The payment page could not be opened.');
    }
  };

  const run = async (values: RegistrationFormValues) => {
    if (running.current) return;
    running.current = true;
    setError(null);
    try {
      const parsed = parseRegistrationForm(values, { ...context, uploadedPhotoUrl: null });
      if (!parsed.success) {
        onFieldErrors(parsed.fields);
        return;
      }
      let input = parsed.input;
      if (values.photo) {
        try {
          input = { ...input, player: { ...input.player, photo_url: await uploadPhoto(values.photo) } };
        } catch (uploadError) {
          logError('registration photo upload', uploadError);
          const message = isApiError(uploadError) ? uploadError.message : 'The photo could not be uploaded.';
          setError(`Failed to upload photo. ${message}`);
          onFieldErrors([{ field: 'photo_url', message }]);
          return;
        }
      }
      let created: CreateRegistrationResult;
      try {
        created = await create.mutateAsync(input);
      } catch (createError) {
        logError('create registration', createError);
        const described = describeRegistrationError(createError);
        // A refused photo URL is refused again: the next try uploads the photo afresh.
        if (described.fields.some((f) => f.field === 'photo_url')) uploaded.current = null;
        setError(described.message);
        if (described.fields.length > 0) onFieldErrors(described.fields);
        if (described.refreshOptions) onOptionsStale();
        return;
      }
      setResult(created);
      if (created.next === 'checkout') await startCheckout(created.registration.id);
    } finally {
      running.current = false;
    }
  };

  return {
    run,
    pending: upload.isPending || create.isPending,
    error,
    result,
    checkoutPending: checkout.isPending,
    checkoutError,
    retryCheckout: () => (result ? startCheckout(result.registration.id) : Promise.resolve()),
  };
}
