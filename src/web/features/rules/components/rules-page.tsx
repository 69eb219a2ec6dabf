import { List, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useRules } from '../api';
import { parseRules, type RulesBlock } from '../parse-rules';
import { LoadError } from '../../../components/ui/load-error';

/** The page has its own h1, so the text's "# " headings are h2 and "## " ones h3. */
function Block({ block }: { block: RulesBlock }) {
  if (block.kind === 'heading') {
    return (
      <Title order={block.level === 1 ? 2 : 3} size={block.level === 1 ? 'h3' : 'h4'} mt="sm">
        {block.text}
      </Title>
    );
  }
  if (block.kind === 'list') {
    return (
      <List spacing={4}>
        {block.items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
    );
  }
  return <Text>{block.text}</Text>;
}

/** /rules: the league's rules, as the admin wrote them in the settings. */
export function RulesPage() {
  const rules = useRules();
  const timeZone = useLeagueTimeZone();
  const blocks = rules.data ? parseRules(rules.data.rules_text) : [];
  const updatedAt = rules.data?.updated_at;
  return (
    <Stack maw={760} gap="sm">
      <PageHeader title="League Rules" description={blocks.length > 0 && updatedAt ? <>Last updated {formatDate(updatedAt, { timeZone })}</> : undefined} />
      {rules.isPending ? <PageLoader /> : null}
      {rules.error ? <LoadError title="The rules could not be loaded" error={rules.error} onRetry={() => void rules.refetch()} /> : null}
      {rules.data && blocks.length === 0 ? <EmptyState>The league has not published its rules yet.</EmptyState> : null}
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}
