import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { SuspensionItem } from '../../../../shared/api/discipline';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SeasonSelect, useSeasonParam } from '../../../components/ui/season-select';
import { SectionCard } from '../../../components/ui/section-card';
import { useAdminDiscipline } from '../api';
import { gamesText, yellowCardsRuleText } from '../suspension-text';
import { AdjustSuspensionDialog } from './adjust-suspension-dialog';
import { SuspensionCards, SuspensionTable } from './suspension-list';
import { LoadError } from '../../../components/ui/load-error';

/**
 * /admin/discipline (issue 14, decision 042): the suspensions the season's cards give under the
 * league's rules, serving ones first; an admin shortens, lengthens or lifts one with a reason.
 * The season is in the address (?season_id=) as the API names it; none: the current season.
 */
export function AdminDisciplinePage() {
  const [seasonId, setSeasonId] = useSeasonParam();
  const query = useAdminDiscipline(seasonId);
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [adjusting, setAdjusting] = useState<SuspensionItem | null>(null);
  const data = query.data;
  const rules = data?.rules;

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title="Discipline" description="Suspensions from the cards referees record, served by the team's next games that are played." />
      {data ? <SeasonSelect seasons={data.seasons} value={data.season?.id ?? null} onChange={setSeasonId} maw={320} /> : null}
      {rules ? (
        <Text size="sm" c="dimmed">
          Rules in force: a red card suspends for {gamesText(rules.red_card_suspension_games)}; {yellowCardsRuleText(rules.yellow_cards_per_suspension)}{' '}
          suspends for {gamesText(rules.yellow_card_suspension_games)}. Change them in Settings.
        </Text>
      ) : null}
      {query.isPending ? <PageLoader /> : null}
      {query.error && !data ? <LoadError title="The suspensions could not be loaded" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && !data.season ? <EmptyState>There is no season yet.</EmptyState> : null}
      {data?.season ? (
        <SectionCard id="suspensions-heading" title={`Suspensions (${data.suspensions.length})`}>
          {data.suspensions.length === 0 ? (
            <EmptyState>No suspensions this season.</EmptyState>
          ) : mobile ? (
            <SuspensionCards items={data.suspensions} onAdjust={setAdjusting} />
          ) : (
            <SuspensionTable items={data.suspensions} onAdjust={setAdjusting} />
          )}
        </SectionCard>
      ) : null}
      {adjusting && data?.season ? (
        <AdjustSuspensionDialog
          key={`${adjusting.player.id}/${adjusting.key}`}
          seasonId={data.season.id}
          suspension={adjusting}
          onClose={() => setAdjusting(null)}
        />
      ) : null}
    </Stack>
  );
}
