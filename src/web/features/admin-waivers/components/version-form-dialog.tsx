import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { WAIVER_BODY_MAX, WAIVER_TITLE_MAX, waiverVersionInputSchema } from '../../../../shared/schemas/admin-waivers';
import { FormAlert } from '../../../components/ui/form-alert';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useSaveWaiverVersion } from '../api';

interface VersionValues {
  title: string;
  body: string;
}

interface VersionFormDialogProps {
  opened: boolean;
  /** The draft being corrected; null makes a new version. */
  editingId: string | null;
  /** What the form starts with: the active version's text for a new one, the draft's own for a correction. */
  initial: VersionValues;
  onClose: () => void;
  onSaved: (id: string) => void;
}

/** A new version, started from the active text to edit, or a correction of an unsigned draft. */
export function VersionFormDialog({ opened, editingId, initial, onClose, onSaved }: VersionFormDialogProps) {
  const save = useSaveWaiverVersion();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<VersionValues>(() => waiverVersionInputSchema), []);
  const form = useForm<VersionValues>({ resolver, defaultValues: initial });
  const { reset } = form;
  // Only on opening: a refetch of the active text must not wipe what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only, on purpose
  useEffect(() => {
    if (!opened) return;
    reset(initial);
    setFormError(null);
  }, [opened, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: editingId, input: { title: values.title.trim(), body: values.body.trim() } });
      toast.success(editingId ? `Version ${saved.version} saved.` : `Version ${saved.version} created. Activate it when it is ready.`);
      onSaved(saved.id);
    } catch (error) {
      setFormError(applyServerErrors(error, ['title', 'body'], form.setError));
    }
  });

  const { errors } = form.formState;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editingId ? 'Edit draft version' : 'New waiver version'}
      size="xl"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The version was not saved">{formError}</FormAlert> : null}
          <TextInput label="Title" required maxLength={WAIVER_TITLE_MAX} {...form.register('title')} error={errors.title?.message} />
          <Textarea
            label="Waiver text"
            description="Plain text; leave a blank line between paragraphs."
            required
            autosize
            minRows={8}
            maxRows={mobile ? 16 : 22}
            maxLength={WAIVER_BODY_MAX}
            {...form.register('body')}
            error={errors.body?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editingId ? 'Save draft' : 'Create version'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
