import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { MyPlayer } from '../../../../shared/api/profile';
import { updateMyPlayerInputSchema } from '../../../../shared/schemas/profile';
import { PageLoader } from '../../../components/layout/page-loader';
import {
  EmergencyContactFields,
  JerseySizeField,
  NameFields,
  PhoneNumberField,
  PositionsPlayedField,
  PreferredPositionField,
} from '../../../components/player-fields/player-fields';
import { logError } from '../../../lib/logger';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast';
import { PHOTO_MESSAGES, PhotoField } from '../../photos';
import { useMyPlayer, useSaveProfilePhoto, useUpdateMyPlayer } from '../api';
import { playerFormValues, toUpdateInput, type PlayerFormValues } from '../form-values';
import { LoadError } from '../../../components/ui/load-error';

interface Account {
  name: string;
  phoneNumber: string | null;
}

/** /profile "Player details": photo (saved at once), contact, kit and positions (saved with Save). */
export function PlayerDetailsSection({ account }: { account: Account }) {
  const player = useMyPlayer();
  if (player.isPending) return <PageLoader />;
  if (player.error) {
    return <LoadError title="Your player details could not be loaded" error={player.error} onRetry={() => void player.refetch()} />;
  }
  // Keyed by record: after a first save the form starts from what was stored.
  return (
    <Stack gap="lg">
      <ProfilePhoto player={player.data} account={account} />
      <PlayerDetailsForm key={player.data?.id ?? 'new'} player={player.data} account={account} />
    </Stack>
  );
}

function ProfilePhoto({ player, account }: { player: MyPlayer | null; account: Account }) {
  const save = useSaveProfilePhoto();
  // The photo being saved, shown meanwhile; afterwards the stored one is.
  const [pending, setPending] = useState<File | null>(null);

  const change = (file: File | null) => {
    if (!player) return;
    setPending(file);
    save.mutate(
      { file, input: toUpdateInput(playerFormValues(player, account), player.photo_url) },
      {
        onSuccess: () => toast.success(PHOTO_MESSAGES.saved),
        onError: (error) => {
          logError('profile photo', error);
          toast.error(PHOTO_MESSAGES.saveFailed.message, { title: PHOTO_MESSAGES.saveFailed.title });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Photo
      </Text>
      {player ? (
        <PhotoField value={pending} savedUrl={pending ? null : player.photo_url} onChange={change} disabled={save.isPending} />
      ) : (
        <Text size="sm" c="dimmed">
          Save your player details below first; then you can add your photo.
        </Text>
      )}
    </Stack>
  );
}

function PlayerDetailsForm({ player, account }: { player: MyPlayer | null; account: Account }) {
  const update = useUpdateMyPlayer();
  const resolver = useMemo(
    () =>
      schemaResolver<PlayerFormValues>(
        () => updateMyPlayerInputSchema,
        (values) => toUpdateInput(values, null),
      ),
    [],
  );
  const form = useForm<PlayerFormValues>({ mode: 'onChange', resolver, defaultValues: playerFormValues(player, account) });

  const submit = form.handleSubmit((values) =>
    // Kept as typed on failure (the spec's toast says what went wrong); the photo is the stored one.
    update.mutateAsync(toUpdateInput(values, player?.photo_url ?? null)).then(
      (saved) => {
        form.reset(playerFormValues(saved, account));
        toast.success('Your player details are saved.');
      },
      () => undefined,
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <NameFields />
          <PhoneNumberField
            label="Contact phone number"
            description="For league staff to reach you; never shown publicly. Your sign-in number is under Account."
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <JerseySizeField emptyLabel="No size yet" />
            <PreferredPositionField emptyLabel="No preference yet" />
          </SimpleGrid>
          <PositionsPlayedField required={false} />
          <EmergencyContactFields />
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save player details
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
