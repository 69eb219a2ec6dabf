import { Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import type { MergePair } from '../api';
import { DuplicateList } from './duplicate-list';
import { MergeHistory } from './merge-history';
import { MergePreview } from './merge-preview';
import { PlayerPicker } from './player-picker';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /admin/player-merge (decision 084): likely duplicates, a pair's preview and merge, and the merges made with their undo. */
export function AdminPlayerMergePage() {
  const [pair, setPair] = useState<MergePair | null>(null);
  const [historyPage, setHistoryPage] = useState(1);
  return (
    <Stack gap="xl">
      <PageHeader title="Player Merge" description="Merge two records of one person: everything the duplicate holds moves to the primary." />
      {pair ? (
        <MergePreview
          key={`${pair.primaryId}-${pair.duplicateId}`}
          pair={pair}
          onSwap={() => setPair({ primaryId: pair.duplicateId, duplicateId: pair.primaryId })}
          onClose={() => setPair(null)}
        />
      ) : null}
      <Section id="duplicates-heading" title="Likely duplicates">
        <DuplicateList onChoose={setPair} />
      </Section>
      <Section id="pick-heading" title="Choose two players">
        <PlayerPicker onChoose={setPair} />
      </Section>
      <Section id="history-heading" title="Merges">
        <MergeHistory page={historyPage} onPage={setHistoryPage} />
      </Section>
    </Stack>
  );
}
