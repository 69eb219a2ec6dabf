import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { useAdminWaitlist, useWaitlistFilterOptions } from '../api';
import { changeFilter, exportCsvHref, filtersFromSearch, filtersToSearch, type WaitlistFilters } from '../filters';
import { EntryDrawer } from './entry-drawer';
import { EntryCards, EntryTable } from './entry-list';
import { FilterBar } from './filter-bar';

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
      <ListHeader title="Waitlist" total={total} one="entry" many="entries" exportHref={exportCsvHref(filters)} />
      <FilterBar filters={filters} seasons={options.seasons} divisions={options.divisions} onChange={(change) => setFilters(changeFilter(filters, change))} />
      <ListStatus
        query={list}
        errorTitle="The waitlist could not be loaded"
        emptyText={search.size > 0 ? 'No entries match these filters.' : 'Nobody is on the waitlist yet.'}
        onPage={(page) => setFilters({ ...filters, page })}
      >
        {(items) => (mobile ? <EntryCards items={items} onOpen={setOpenId} /> : <EntryTable items={items} onOpen={setOpenId} />)}
      </ListStatus>
      <EntryDrawer entryId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
