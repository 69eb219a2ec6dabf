import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchFilter } from '../../../components/ui/search-filter';
import { activityFiltersFromSearch, activityFiltersToSearch, changeActivityFilter, auditLogExportHref, type ActivityFilters } from '../activity-filters';
import { useAuditLog } from '../api';
import { entityTypeLabel } from '../audit-labels';
import { ActivityList } from './activity-list';

/** /admin/activity: the whole audit log, newest first, paged and filtered on the server, with CSV export. */
export function AdminActivityPage() {
  const [search, setSearch] = useSearchParams();
  const filters = activityFiltersFromSearch(search);
  const setFilters = (next: ActivityFilters) => setSearch(activityFiltersToSearch(next), { replace: true });
  const log = useAuditLog(filters);
  const total = log.data?.total;
  const typeOptions = (log.data?.entity_types ?? []).map((t) => ({ value: t, label: entityTypeLabel(t) }));

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/dashboard" size="sm">
        Back to dashboard
      </Anchor>
      <ListHeader title="Activity" total={total} one="change" many="changes" exportHref={auditLogExportHref(filters)} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FilterSelect
          label="Entity type"
          allLabel="All types"
          options={typeOptions}
          chosenLabel={filters.entityType ? entityTypeLabel(filters.entityType) : undefined}
          value={filters.entityType}
          onChange={(entityType) => setFilters(changeActivityFilter(filters, { entityType }))}
        />
        <SearchFilter
          label="Who"
          placeholder="Name, email or system"
          value={filters.actor}
          onSearch={(actor) => setFilters(changeActivityFilter(filters, { actor }))}
        />
      </SimpleGrid>
      <ListStatus
        query={log}
        errorTitle="The activity could not be loaded"
        emptyText={search.size > 0 ? 'No changes match these filters.' : 'No admin changes yet.'}
        onPage={(page) => setFilters({ ...filters, page })}
      >
        {(items) => <ActivityList items={items} />}
      </ListStatus>
    </Stack>
  );
}
