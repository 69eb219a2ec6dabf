import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminAnnouncement, AnnouncementEmailPreview } from '../../../../shared/api/announcements';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, type AnnouncementInput, announcementInputSchema } from '../../../../shared/schemas/announcements';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast';
import { useAnnouncementAudiences, usePreviewAnnouncementEmail, useSaveAnnouncement } from '../api';
import { announcementFormValues, toAnnouncementInput, type AnnouncementFormValues } from '../form-values';

const FIELDS: readonly (keyof AnnouncementFormValues)[] = [
  'title',
  'body',
  'pinned',
  'publish_at',
  'expires_at',
  'audience',
  'season_id',
  'division_id',
  'send_again',
];
const isField = (name: string): name is keyof AnnouncementFormValues => (FIELDS as readonly string[]).includes(name);

const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

const AUDIENCE_OPTIONS = [
  { value: 'none', label: 'Nobody (no email)' },
  { value: 'season', label: 'All players of a season' },
  { value: 'division', label: 'Players of a division in a season' },
];

/** New or edit: the same form. `announcement` null makes a new one. */
export function AnnouncementForm({ announcement, onDone }: { announcement: AdminAnnouncement | null; onDone: () => void }) {
  const timeZone = useLeagueTimeZone();
  const save = useSaveAnnouncement();
  const audiences = useAnnouncementAudiences();
  const resolver = useMemo(
    () =>
      schemaResolver<AnnouncementFormValues>(
        () => announcementInputSchema,
        (values) => toAnnouncementInput(values, timeZone, announcement?.emailed_at ?? null),
      ),
    [timeZone, announcement?.emailed_at],
  );
  const form = useForm<AnnouncementFormValues>({ resolver, defaultValues: announcementFormValues(announcement, timeZone) });
  const { errors } = form.formState;
  const audience = form.watch('audience');
  const emailedBefore = Boolean(announcement?.emailed_at);

  const preview = usePreviewAnnouncementEmail();
  // The e-mail a save would send, waiting for the admin's yes (decision 047).
  const [confirming, setConfirming] = useState<{ input: AnnouncementInput; email: AnnouncementEmailPreview } | null>(null);

  const showServerIssues = (error: unknown) => {
    if (!isApiError(error)) return;
    for (const issue of error.issues) if (isField(issue.path)) form.setError(issue.path, { type: 'server', message: issue.message });
  };

  const saveInput = (input: AnnouncementInput) =>
    // On failure the form keeps what was typed, with the server's messages under the fields.
    save.mutateAsync({ id: announcement?.id ?? null, input }).then(
      (saved) => {
        setConfirming(null);
        const mailed = saved.emailed_at && saved.emailed_at !== announcement?.emailed_at ? ` Emailed to ${players(saved.emailed_count)}.` : '';
        toast.success(`${announcement ? 'Announcement saved.' : 'Announcement posted.'}${mailed}`);
        onDone();
      },
      (error: unknown) => {
        setConfirming(null);
        showServerIssues(error);
      },
    );

  const submit = form.handleSubmit((values) => {
    const input = toAnnouncementInput(values, timeZone, announcement?.emailed_at ?? null);
    const sendsEmail = input.audience !== 'none' && (!emailedBefore || input.send_again === true);
    if (!sendsEmail) return saveInput(input);
    // Nobody is e-mailed without first seeing how many get it and what they get.
    return preview.mutateAsync(input).then((email) => setConfirming({ input, email }), showServerIssues);
  });

  const seasonOptions = [{ value: '', label: 'Choose a season' }, ...(audiences.data?.seasons ?? []).map((s) => ({ value: s.id, label: s.name }))];
  const divisionOptions = [{ value: '', label: 'Choose a division' }, ...(audiences.data?.divisions ?? []).map((d) => ({ value: d.id, label: d.name }))];

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Title" required maxLength={ANNOUNCEMENT_TITLE_MAX} {...form.register('title')} error={errors.title?.message} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          maxRows={14}
          maxLength={ANNOUNCEMENT_BODY_MAX}
          {...form.register('body')}
          error={errors.body?.message}
        />
        <Switch label="Pinned" description="Pinned announcements come first on the home page." {...form.register('pinned')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Publish at"
            description={`League time (${timeZone})`}
            type="datetime-local"
            required
            {...form.register('publish_at')}
            error={errors.publish_at?.message}
          />
          <TextInput
            label="Expires at"
            description="Optional; leave empty to keep it up."
            type="datetime-local"
            {...form.register('expires_at')}
            error={errors.expires_at?.message}
          />
        </SimpleGrid>
        <NativeSelect label="Email this announcement to" data={AUDIENCE_OPTIONS} {...form.register('audience')} error={errors.audience?.message} />
        {audience !== 'none' ? (
          <SimpleGrid cols={{ base: 1, xs: audience === 'division' ? 2 : 1 }}>
            <NativeSelect label="Season" required data={seasonOptions} {...form.register('season_id')} error={errors.season_id?.message} />
            {audience === 'division' ? (
              <NativeSelect label="Division" required data={divisionOptions} {...form.register('division_id')} error={errors.division_id?.message} />
            ) : null}
          </SimpleGrid>
        ) : null}
        {audience !== 'none' ? (
          emailedBefore ? (
            <Checkbox label="Send the email again when I save" {...form.register('send_again')} />
          ) : (
            <Text size="sm" c="dimmed">
              The email goes out once, when you save; you see how many players get it first.
            </Text>
          )
        ) : null}
        {save.error && !(isApiError(save.error) && save.error.issues.length > 0) ? (
          <FormAlert title="The announcement was not saved">{save.error.message}</FormAlert>
        ) : null}
        {preview.error && !(isApiError(preview.error) && preview.error.issues.length > 0) ? (
          <FormAlert title="The email could not be prepared">{preview.error.message}</FormAlert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending || preview.isPending}>
            {announcement ? 'Save announcement' : 'Post announcement'}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title="Send this email?"
        message={
          confirming && confirming.email.recipient_count > 0
            ? `This announcement will be emailed to ${players(confirming.email.recipient_count)}.`
            : 'No player in this audience has an email address: the announcement is posted without an email.'
        }
        confirmLabel={confirming && confirming.email.recipient_count > 0 ? `Send to ${players(confirming.email.recipient_count)}` : 'Post without email'}
        confirmColor="blue"
        pending={save.isPending}
        autoFocus="cancel"
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void saveInput(confirming.input);
        }}
      >
        {confirming ? (
          <Paper withBorder p="sm" role="group" aria-label="Email preview">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {confirming.email.subject}
            </Text>
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {confirming.email.text}
            </Text>
          </Paper>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
