import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useAdminWaitlist, useWaitlistFilterOptions } from '../api';
import { changeFilter, exportCsvHref, filtersFromSearch, filtersToSearch, type WaitlistFilters } from '../filters';
import { EntryDrawer } from './entry-drawer';
import { EntryCards, EntryTable } from './entry-list';
import { FilterBar } from './filter-bar';
import { Pager } from '../../../components/ui/pager';

/** /admin/waitlist: the queue (priority, then oldest), filters, paging, CSV export and each entry's details. */
export function AdminWaitlistPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const setFilters = (next: WaitlistFilters) => setSearch(filtersToSearch(next), { replace: true });
  const list = useAdminWaitlist(filters);
  const options = useWaitlistFilterOptions();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [openId, setOpenId] = useState<string | null>(null);
  const total = list.data?.total;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title="Waitlist" description={total === undefined ? undefined : `${total} ${total === 1 ? 'entry' : 'entries'}`} />
        <Button component="a" href={exportCsvHref(filters)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Export CSV
        </Button>
      </Group>
      <FilterBar filters={filters} seasons={options.seasons} divisions={options.divisions} onChange={(change) => setFilters(changeFilter(filters, change))} />
      {list.isPending ? <PageLoader /> : null}
      {list.error ? (
        <Alert color="red" variant="light" role="alert" title="The waitlist could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{list.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <EmptyState>{search.size > 0 ? 'No entries match these filters.' : 'Nobody is on the waitlist yet.'}</EmptyState>
        ) : mobile ? (
          <EntryCards items={list.data.items} onOpen={setOpenId} />
        ) : (
          <EntryTable items={list.data.items} onOpen={setOpenId} />
        )
      ) : null}
      {list.data ? (
        <Pager page={list.data.page} total={list.data.total} pageSize={list.data.page_size} onPage={(page) => setFilters({ ...filters, page })} />
      ) : null}
      <EntryDrawer entryId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
