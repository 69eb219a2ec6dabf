import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DRAFT_CLOCK_RANGE, DRAFT_MAX_ROUNDS, type DraftFormat } from '../../../../shared/drafts';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateDraft, useDivisionDrafts } from '../api';
import { DraftTable } from './drafts-list-page';

/** /admin/seasons/:seasonId/divisions/:divisionId/drafts: that place's drafts and a new one. */
export function DivisionDraftsPage() {
  const { seasonId = '', divisionId = '' } = useParams();
  const page = useDivisionDrafts(seasonId, divisionId);
  const create = useCreateDraft(seasonId, divisionId);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [format, setFormat] = useState<DraftFormat>('snake');
  const [rounds, setRounds] = useState<number | string>(4);
  const [clock, setClock] = useState<number | string>(60);
  const [random, setRandom] = useState(false);
  const [order, setOrder] = useState<string[]>([]);
  const teams = page.data?.teams ?? [];
  useEffect(() => {
    if (page.data) setOrder(page.data.teams.map((t) => t.id));
  }, [page.data]);
  const move = (index: number, step: number) =>
    setOrder((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + step, 0, item);
      return next;
    });
  const submit = () =>
    create.mutate(
      {
        name: name || undefined,
        format,
        rounds: Number(rounds),
        team_ids: order,
        random_order: random,
        pick_clock_seconds: clock === '' ? null : Number(clock),
        keepers: [],
      },
      {
        onSuccess: (board) => {
          toast.success('Draft created.');
          navigate(`/admin/drafts/${board.draft.id}/manage`);
        },
      },
    );
  const error = create.error && isApiError(create.error) ? create.error : null;
  return (
    <Stack gap="md" maw={1040}>
      <Title order={1}>Drafts{page.data ? `: ${page.data.season.name} · ${page.data.division.name}` : ''}</Title>
      <Text c="dimmed">{page.data ? `${page.data.pool.length} players in the pool (paid, on no roster yet).` : ''}</Text>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3">
            New draft
          </Title>
          <TextInput label="Name" placeholder="Optional" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} />
          <SegmentedControl
            aria-label="Format"
            value={format}
            onChange={(v) => setFormat(v as DraftFormat)}
            data={[
              { value: 'snake', label: 'Snake' },
              { value: 'linear', label: 'Linear' },
            ]}
          />
          <Group grow>
            <NumberInput
              label="Rounds"
              min={1}
              max={DRAFT_MAX_ROUNDS}
              value={rounds}
              onChange={setRounds}
              error={error?.issues.find((i) => i.path === 'rounds')?.message}
            />
            <NumberInput
              label="Pick clock (seconds)"
              description="Empty: no clock"
              min={DRAFT_CLOCK_RANGE.min}
              max={DRAFT_CLOCK_RANGE.max}
              value={clock}
              onChange={setClock}
              error={error?.issues.find((i) => i.path === 'pick_clock_seconds')?.message}
            />
          </Group>
          <Checkbox label="Draw the team order at random" checked={random} onChange={(e) => setRandom(e.currentTarget.checked)} />
          {random ? null : (
            <Stack gap={4} aria-label="Team order">
              <Text fw={600}>Team order (first pick first)</Text>
              {order.map((id, index) => (
                <Group key={id} gap="xs">
                  <Text w={24}>{index + 1}.</Text>
                  <Text style={{ flex: 1 }}>{teams.find((t) => t.id === id)?.name}</Text>
                  <ActionIcon
                    variant="subtle"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move ${teams.find((t) => t.id === id)?.name} up`}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${teams.find((t) => t.id === id)?.name} down`}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          {error && error.issues.length === 0 ? <Alert color="red">{error.message}</Alert> : null}
          {error?.issues.find((i) => i.path === 'team_ids') ? <Alert color="red">{error.issues.find((i) => i.path === 'team_ids')?.message}</Alert> : null}
          <Group>
            <Button type="submit" loading={create.isPending} disabled={order.length < 2}>
              Create draft
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Title order={2} size="h3">
        Drafts of this division
      </Title>
      <DraftTable drafts={page.data?.drafts ?? []} loading={page.isPending} />
    </Stack>
  );
}
