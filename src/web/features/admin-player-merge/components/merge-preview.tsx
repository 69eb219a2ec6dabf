import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { MERGE_CONFIRMATION_WORD } from '../../../../shared/player-merge';
import type { MergePreview as Preview } from '../../../../shared/api/player-merge';
import { PageLoader } from '../../../components/layout/page-loader';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type MergePair, useMergePlayers, useMergePreview } from '../api';
import { PlayerFacts, playerName } from './player-facts';

function MovesTable({ preview }: { preview: Preview }) {
  const rows = preview.moves.filter((m) => m.rows > 0);
  if (rows.length === 0) return <Text size="sm">The duplicate has nothing to move.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Caption>What moves from the duplicate to the primary</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">Rows</Table.Th>
            <Table.Th scope="col">Moving</Table.Th>
            <Table.Th scope="col">Conflicts and how they are settled</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => (
            <Table.Tr key={m.key}>
              <Table.Th scope="row">{m.label}</Table.Th>
              <Table.Td>{m.rows}</Table.Td>
              <Table.Td>{m.moving}</Table.Td>
              <Table.Td>{m.conflicts > 0 ? `${m.conflicts}: ${m.explanation}` : 'None'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The chosen pair: what would move, the conflicts, and the typed confirmation. */
export function MergePreview({ pair, onSwap, onClose }: { pair: MergePair; onSwap: () => void; onClose: () => void }) {
  const preview = useMergePreview(pair);
  const merge = useMergePlayers();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (preview.isPending) return <PageLoader />;
  if (preview.error) return <LoadError title="The merge preview could not be loaded" error={preview.error} onRetry={() => void preview.refetch()} />;
  const p = preview.data;
  const confirm = () => {
    setError(null);
    merge.mutate(pair, {
      onSuccess: (done) => {
        toast.success(`${done.duplicate.name} was merged into ${done.primary.name}.`);
        onClose();
      },
      onError: (e) => setError(isApiError(e) ? e.message : 'The players were not merged.'),
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="merge-preview-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="merge-preview-heading">
          Merge preview
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4}>
            <Text size="sm" fw={700} c="teal.9">
              Primary (kept)
            </Text>
            <PlayerFacts player={p.primary} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={700} c="red.9">
              Duplicate (merged away)
            </Text>
            <PlayerFacts player={p.duplicate} />
          </Stack>
        </SimpleGrid>
        <Button variant="default" w="fit-content" onClick={onSwap}>
          Keep {playerName(p.duplicate)} instead
        </Button>
        <MovesTable preview={p} />
        <Text size="sm">Account: {p.user_link.explanation}</Text>
        {p.chat_messages.count > 0 ? (
          <Text size="sm">
            Chat messages ({p.chat_messages.count}): {p.chat_messages.explanation}
          </Text>
        ) : null}
        <Text size="sm">
          {playerName(p.duplicate)}'s public page will lead to {playerName(p.primary)}'s. The merge can be undone from the history below until something newer
          depends on it.
        </Text>
        {error ? <FormAlert title="Not merged">{error}</FormAlert> : null}
        <TextInput
          label={`Type ${MERGE_CONFIRMATION_WORD} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
        />
        <Group gap="sm">
          <Button color="red.9" disabled={typed.trim() !== MERGE_CONFIRMATION_WORD} loading={merge.isPending} onClick={confirm}>
            Merge players
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
