import { Alert, Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { activityFiltersFromSearch, activityFiltersToSearch, auditLogExportHref, type ActivityFilters } from '../activity-filters';
import { useAuditLog } from '../api';
import { entityTypeLabel } from '../audit-labels';
import { ActivityList } from './activity-list';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/activity: the whole audit log, newest first, paged and filtered on the server, with CSV export. */
export function AdminActivityPage() {
  const [search, setSearch] = useSearchParams();
  const filters = activityFiltersFromSearch(search);
  const setFilters = (next: ActivityFilters) => setSearch(activityFiltersToSearch(next), { replace: true });
  const log = useAuditLog(filters);
  const [actor, setActor] = useState(filters.actor);
  const searchActor = useDebouncedCallback((value: string) => setFilters({ ...filters, actor: value, page: 1 }), SEARCH_DEBOUNCE_MS);
  const total = log.data?.total;
  const entityTypes = log.data?.entity_types ?? [];
  const typeOptions = filters.entityType && !entityTypes.includes(filters.entityType) ? [...entityTypes, filters.entityType] : entityTypes;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/dashboard" size="sm">
        Back to dashboard
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title="Activity" description={total === undefined ? undefined : `${total} ${total === 1 ? 'change' : 'changes'}`} />
        <Button component="a" href={auditLogExportHref(filters)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Export CSV
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Entity type"
          data={[{ value: '', label: 'All types' }, ...typeOptions.map((t) => ({ value: t, label: entityTypeLabel(t) }))]}
          value={filters.entityType ?? ''}
          onChange={(event) => setFilters({ ...filters, entityType: event.currentTarget.value || null, page: 1 })}
        />
        <TextInput
          label="Who"
          type="search"
          placeholder="Name, email or system"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={actor}
          onChange={(event) => {
            setActor(event.currentTarget.value);
            searchActor(event.currentTarget.value);
          }}
        />
      </SimpleGrid>
      {log.isPending ? <PageLoader /> : null}
      {log.error ? (
        <Alert color="red" variant="light" role="alert" title="The activity could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{log.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void log.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {log.data ? (
        log.data.items.length === 0 ? (
          <EmptyState>{search.size > 0 ? 'No changes match these filters.' : 'No admin changes yet.'}</EmptyState>
        ) : (
          <ActivityList items={log.data.items} />
        )
      ) : null}
      {log.data ? <Pager page={log.data.page} total={log.data.total} pageSize={log.data.page_size} onPage={(page) => setFilters({ ...filters, page })} /> : null}
    </Stack>
  );
}
