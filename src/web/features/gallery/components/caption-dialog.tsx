import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { GalleryPhoto } from '../../../../shared/api/gallery';
import { GALLERY_CAPTION_MAX, updateGalleryCaptionInputSchema, type UpdateGalleryCaptionInput } from '../../../../shared/schemas/gallery';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useUpdateGalleryCaption } from '../api';

/** Admins: change one photo's caption (an empty one is allowed). */
export function CaptionDialog({ photo, onClose }: { photo: GalleryPhoto | null; onClose: () => void }) {
  const update = useUpdateGalleryCaption();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<UpdateGalleryCaptionInput>(() => updateGalleryCaptionInputSchema), []);
  const form = useForm<UpdateGalleryCaptionInput>({ resolver, defaultValues: { caption: '' } });
  const { reset } = form;
  useEffect(() => {
    if (photo) {
      reset({ caption: photo.caption });
      setFormError(null);
    }
  }, [photo, reset]);

  const submit = form.handleSubmit(async (values) => {
    if (!photo) return;
    setFormError(null);
    try {
      await update.mutateAsync({ id: photo.id, body: { caption: values.caption.trim() } });
      toast.success('Caption saved.');
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFormError(applyServerErrors(error, ['caption'], form.setError));
    }
  });

  return (
    <Modal opened={photo !== null} onClose={onClose} title="Edit caption" centered closeButtonProps={{ 'aria-label': 'Cancel editing the caption' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The caption was not saved">{formError}</FormAlert> : null}
          <Textarea
            label="Caption"
            description={`Up to ${GALLERY_CAPTION_MAX} characters; leave empty for none.`}
            autosize
            minRows={2}
            data-autofocus
            {...form.register('caption')}
            error={form.formState.errors.caption?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save caption
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
