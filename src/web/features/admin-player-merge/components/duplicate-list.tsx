import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LikelyDuplicate } from '../../../../shared/api/player-merge';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchFilter } from '../../../components/ui/search-filter';
import { type MergePair, useLikelyDuplicates } from '../api';
import { PlayerFacts, playerName } from './player-facts';

function DuplicateCard({ pair, onChoose }: { pair: LikelyDuplicate; onChoose: (pair: MergePair) => void }) {
  const [a, b] = pair.players;
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }} aria-label={`${playerName(a)} and ${playerName(b)}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <List size="sm" spacing={0}>
            {pair.reasons.map((reason) => (
              <List.Item key={reason.kind}>{reason.text}</List.Item>
            ))}
          </List>
          <Badge variant="light" color={pair.score >= 60 ? 'red' : 'yellow'}>
            Score {pair.score}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {[a, b].map((player, index) => {
            const other = index === 0 ? b : a;
            return (
              <Stack key={player.id} gap="xs">
                <PlayerFacts player={player} />
                <Button size="xs" variant="light" onClick={() => onChoose({ primaryId: player.id, duplicateId: other.id })}>
                  Keep {playerName(player)}
                </Button>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The likely duplicates, best first; choosing which record to keep opens the preview. */
export function DuplicateList({ onChoose }: { onChoose: (pair: MergePair) => void }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const query = useLikelyDuplicates(page, q);
  return (
    <Stack gap="sm">
      <Text size="sm">Pairs of players who may be one person, with why. Choose the record to keep: the other merges into it.</Text>
      <SearchFilter
        label="Search duplicates"
        placeholder="Name or email"
        value={q}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      <ListStatus
        query={query}
        errorTitle="The likely duplicates could not be loaded"
        emptyText={q ? 'No likely duplicates match this search.' : 'No likely duplicates.'}
        onPage={setPage}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0}>
            {items.map((pair) => (
              <DuplicateCard key={`${pair.players[0].id}-${pair.players[1].id}`} pair={pair} onChoose={onChoose} />
            ))}
          </Stack>
        )}
      </ListStatus>
    </Stack>
  );
}
