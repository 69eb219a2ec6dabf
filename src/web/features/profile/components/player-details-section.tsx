import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { MyPlayer } from '../../../../shared/api/profile';
import { updateMyPlayerInputSchema } from '../../../../shared/schemas/profile';
import { JERSEY_SIZES, POSITIONS } from '../../../../shared/waitlist';
import { PageLoader } from '../../../components/layout/page-loader';
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

const SIZE_OPTIONS = [{ value: '', label: 'No size yet' }, ...JERSEY_SIZES.map((size) => ({ value: size, label: size }))];
const POSITION_OPTIONS = [{ value: '', label: 'No preference yet' }, ...POSITIONS.map((p) => ({ value: p, label: p }))];

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
  const { errors } = form.formState;

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
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First name" required autoComplete="given-name" {...form.register('first_name')} error={errors.first_name?.message} />
          <TextInput label="Last name" required autoComplete="family-name" {...form.register('last_name')} error={errors.last_name?.message} />
        </SimpleGrid>
        <TextInput
          label="Contact phone number"
          description="For league staff to reach you; never shown publicly. Your sign-in number is under Account."
          type="tel"
          required
          autoComplete="tel"
          {...form.register('phone_number')}
          error={errors.phone_number?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect label="Jersey size" data={SIZE_OPTIONS} {...form.register('jersey_size')} error={errors.jersey_size?.message} />
          <NativeSelect
            label="Preferred position"
            data={POSITION_OPTIONS}
            {...form.register('preferred_position')}
            error={errors.preferred_position?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="positions_played"
          render={({ field, fieldState }) => (
            <Checkbox.Group label="Positions played" value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
              <Group gap="md" mt={6}>
                {POSITIONS.map((position, index) => (
                  <Checkbox key={position} value={position} label={position} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Emergency contact name"
            required
            autoComplete="off"
            {...form.register('emergency_contact_name')}
            error={errors.emergency_contact_name?.message}
          />
          <TextInput
            label="Emergency contact phone"
            type="tel"
            required
            autoComplete="off"
            {...form.register('emergency_contact_phone')}
            error={errors.emergency_contact_phone?.message}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save player details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
