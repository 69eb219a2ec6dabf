import { Button, Group, List, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AdminScheduleOptions, RainoutPreview, RainoutResult } from '../../../../shared/api/admin-schedule';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useRainOut, useRainoutPreview } from '../api';
import { gameTitle } from './game-actions';
import { MakeupChoice, plural } from './makeup-choice';

/**
 * "Rain out": pick a date (and optionally one field), see the games it postpones, postpone them
 * in one step; then accept the proposed make-up slots (all or some) or leave the games postponed
 * (a postponed game's "Propose make-ups" brings the proposal back).
 */
export function RainoutDialog({ opened, options, onClose }: { opened: boolean; options: AdminScheduleOptions | undefined; onClose: () => void }) {
  const timeZone = useLeagueTimeZone();
  const previewing = useRainoutPreview();
  const rainOut = useRainOut();
  const [date, setDate] = useState('');
  const [fieldId, setFieldId] = useState('');
  const [preview, setPreview] = useState<RainoutPreview | null>(null);
  const [result, setResult] = useState<RainoutResult | null>(null);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  useEffect(() => {
    if (!opened) return;
    setDate('');
    setFieldId('');
    setPreview(null);
    setResult(null);
    setError(null);
  }, [opened]);

  const input = { date, field_id: fieldId || null };
  const fail = (failure: unknown) => {
    if (!isApiError(failure)) throw failure;
    setError({ field: failure.issues[0]?.path, message: failure.issues[0]?.message ?? failure.message });
  };
  const showPreview = async () => {
    setError(null);
    try {
      setPreview(await previewing.mutateAsync(input));
    } catch (failure) {
      fail(failure);
    }
  };
  const confirm = async () => {
    setError(null);
    try {
      const done = await rainOut.mutateAsync(input);
      setResult(done);
      toast.success(`${plural(done.postponed.length, 'game', 'games')} postponed.`);
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Rain out" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {error && !error.field ? <FormAlert title="Not done">{error.message}</FormAlert> : null}
        {result ? (
          <>
            <Text>
              {result.postponed.length === 0
                ? 'No games were postponed: they already were (another admin may have rained this date out).'
                : `${plural(result.postponed.length, 'game', 'games')} postponed; ${plural(result.notified, 'person', 'people')} notified.`}
            </Text>
            <MakeupChoice plan={result} options={options} onClose={onClose} />
          </>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="Date"
                type="date"
                required
                data-autofocus
                value={date}
                onChange={(event) => {
                  setDate(event.currentTarget.value);
                  setPreview(null);
                }}
                error={error?.field === 'date' ? error.message : undefined}
              />
              <NativeSelect
                label="Field"
                data={[{ value: '', label: 'Every field' }, ...(options?.fields ?? []).map((f) => ({ value: f.id, label: `${f.name}, ${f.venue_name}` }))]}
                value={fieldId}
                onChange={(event) => {
                  setFieldId(event.currentTarget.value);
                  setPreview(null);
                }}
                error={error?.field === 'field_id' ? error.message : undefined}
              />
            </SimpleGrid>
            {preview ? (
              preview.games.length === 0 ? (
                <Text>No scheduled or live games on that date{fieldId ? ' and field' : ''}.</Text>
              ) : (
                <Stack gap="xs">
                  <Text fw={600}>{`${plural(preview.games.length, 'game', 'games')} will be postponed`}</Text>
                  <List size="sm" aria-label="Games to postpone">
                    {preview.games.map((g) => (
                      <List.Item key={g.id}>
                        {`${formatGameDateTime(g.starts_at, { timeZone })}: ${gameTitle(g)}, ${g.field ? `${g.field.name}, ${g.field.venue_name}` : 'no field'}`}
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              )
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              {preview && preview.games.length > 0 ? (
                <Button color="orange" loading={rainOut.isPending} onClick={() => void confirm()}>
                  {`Postpone ${plural(preview.games.length, 'game', 'games')}`}
                </Button>
              ) : (
                <Button loading={previewing.isPending} onClick={() => void showPreview()}>
                  Preview
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
