import { Button, Input, Stack, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GALLERY_MAX_BYTES, GALLERY_MESSAGES } from '../../../../shared/gallery';
import { PHOTO_MESSAGES } from '../../../../shared/photos';
import { GALLERY_CAPTION_MAX, uploadGalleryPhotoInputSchema } from '../../../../shared/schemas/gallery';
import { PHOTO_TYPES } from '../../../../shared/waitlist';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useUploadGalleryPhoto } from '../api';

interface UploadValues {
  caption: string;
}

/** The same checks as the server's, so most mistakes are caught before a long upload. */
function fileProblem(file: File | null): string | null {
  if (!file) return GALLERY_MESSAGES.missingFile;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.notAnImage;
  if (file.size > GALLERY_MAX_BYTES) return GALLERY_MESSAGES.tooLarge;
  return null;
}

/** Admins only: choose a photo, add a caption, upload. It then leads the grid. */
export function UploadPanel() {
  const upload = useUploadGalleryPhoto();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<UploadValues>(() => uploadGalleryPhotoInputSchema), []);
  const form = useForm<UploadValues>({ resolver, defaultValues: { caption: '' } });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem || !file) return;
    try {
      await upload.mutateAsync({ file, caption: values.caption.trim() });
      toast.success('Photo uploaded.');
      form.reset({ caption: '' });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      // The values stay as they were; the server's message goes next to its field.
      if (!isApiError(error)) throw error;
      const unplaced = applyServerErrors(error, ['caption'], form.setError);
      // The file input is not a form field: its message is put under it here.
      const fileMessage = error.issues.find((issue) => issue.path === 'file')?.message;
      if (fileMessage) setFileError(fileMessage);
      else setFormError(unplaced);
    }
  });

  return (
    <SectionCard id="gallery-upload-title" title="Upload a photo">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The photo was not uploaded">{formError}</FormAlert> : null}
          <Input.Wrapper id={fileId} label="Photo" description="JPEG, PNG or WebP, up to 15 MB." error={fileError} required>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              required
              accept={PHOTO_TYPES.join(',')}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-description ${fileId}-error` : `${fileId}-description`}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                setFile(chosen);
                setFileError(chosen ? fileProblem(chosen) : null);
              }}
              style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
            />
          </Input.Wrapper>
          <Textarea
            label="Caption"
            description={`Optional, up to ${GALLERY_CAPTION_MAX} characters.`}
            autosize
            minRows={2}
            {...form.register('caption')}
            error={form.formState.errors.caption?.message}
          />
          <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
