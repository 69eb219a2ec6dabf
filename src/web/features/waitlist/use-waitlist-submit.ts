import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { JoinWaitlistInput } from '../../../shared/schemas/waitlist';
import { logError } from '../../lib/logger';
import { toast } from '../../lib/toast';
import { PHOTO_MESSAGES, useUploadPlayerPhoto } from '../photos';
import { settingsKeys } from '../settings';
import { useJoinWaitlist } from './api';
import { parseWaitlistForm, type WaitlistFormValues } from './form-values';
import { describeJoinError, describeUploadError, isWaitlistClosedError, type FieldMessage } from './join-errors';
import { WAITLIST_MESSAGES } from './messages';

interface Options {
  /** The entry as sent: /waitlist names the e-mail. */
  onJoined: (input: JoinWaitlistInput) => void;
  onFieldErrors: (errors: FieldMessage[]) => void;
}

/**
 * Spec §4/§7/§8 submit: the whole form through the shared schema, then the photo upload
 * (a failure stops here, with everything kept), then the entry itself. The spec's toasts
 * stay; a refusal the user can fix is shown inline only (issue 15). A waitlist closed
 * meanwhile (409 from either request, decision 011) is said inline too, with everything kept,
 * and the public settings are read again so the page and the header offer Register Now.
 */
export function useWaitlistSubmit({ onJoined, onFieldErrors }: Options) {
  const upload = useUploadPlayerPhoto();
  const join = useJoinWaitlist();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  // A double click must send one entry; state updates are too late to stop the second click.
  const running = useRef(false);
  // A retry after a failed join reuses the photo already uploaded instead of storing it twice.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const uploadPhoto = async (file: File): Promise<string> => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    const { url } = await upload.mutateAsync({ file, purpose: 'waitlist' });
    uploaded.current = { file, url };
    return url;
  };

  const showClosed = (closedError: unknown) => {
    setError(describeJoinError(closedError).message);
    setClosed(true);
    void queryClient.invalidateQueries({ queryKey: settingsKeys.public });
  };

  const run = async (values: WaitlistFormValues) => {
    if (running.current) return;
    running.current = true;
    setError(null);
    setClosed(false);
    try {
      const parsed = parseWaitlistForm(values);
      if (!parsed.success) {
        onFieldErrors(parsed.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })).filter((e) => e.field));
        return;
      }
      let photoUrl: string | null = null;
      let input: JoinWaitlistInput;
      if (values.photo) {
        try {
          photoUrl = await uploadPhoto(values.photo);
        } catch (uploadError) {
          logError('waitlist photo upload', uploadError);
          if (isWaitlistClosedError(uploadError)) {
            showClosed(uploadError);
            return;
          }
          toast.error(PHOTO_MESSAGES.uploadFailed);
          setError(describeUploadError(uploadError));
          return;
        }
      }
      try {
        input = { ...parsed.input, photo_url: photoUrl };
        await join.mutateAsync(input);
      } catch (joinError) {
        logError('join waitlist', joinError);
        if (isWaitlistClosedError(joinError)) {
          showClosed(joinError);
          return;
        }
        const inline = describeJoinError(joinError);
        // A field to fix (the e-mail already on the list, say) is shown on the field and above
        // the step; the spec's toast is for failures the user cannot fix.
        if (inline.fields.length === 0) toast.error(WAITLIST_MESSAGES.joinFailed);
        // A refused photo URL will be refused again: upload the photo afresh next time.
        if (inline.fields.some((f) => f.field === 'photo_url')) uploaded.current = null;
        setError(inline.message);
        if (inline.fields.length > 0) onFieldErrors(inline.fields);
        return;
      }
      uploaded.current = null;
      toast.success(WAITLIST_MESSAGES.joined);
      onJoined(input);
    } finally {
      running.current = false;
    }
  };

  /** `closed`: the error is the waitlist's being closed, which registering answers. */
  return { run, pending: upload.isPending || join.isPending, error, closed };
}
