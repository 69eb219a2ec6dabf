import { SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { ROLES } from '../../../../shared/roles';
import type { AdminUserListItem } from '../../../../shared/api/users';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchFilter } from '../../../components/ui/search-filter';
import { useAuth } from '../../auth';
import { useAdminUsers } from '../api';
import { changeFilter, exportCsvHref, filtersFromSearch, filtersToSearch, type UserFilters } from '../filters';
import { ROLE_LABELS } from './role-chips';
import { UserDrawer } from './user-drawer';
import { UserCards, UserTable } from './user-list';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** /admin/users: accounts, their roles, linked players and access. */
export function AdminUsersPage() {
  const [search, setSearch] = useSearchUpdate();
  const filters = filtersFromSearch(search);
  // From the address as it is when applied, not as this render saw it: a debounced search
  // may land after the role filter changed.
  const update = (change: (current: UserFilters) => UserFilters) =>
    setSearch((previous) => filtersToSearch(change(filtersFromSearch(previous))), { replace: true });
  const list = useAdminUsers(filters);
  const { user: me } = useAuth();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<AdminUserListItem | null>(null);
  const total = list.data?.total;

  return (
    <Stack gap="md">
      <ListHeader title="Users" total={total} one="account" many="accounts" exportHref={exportCsvHref(filters)} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SearchFilter label="Search" placeholder="Name, email or phone" value={filters.q} onSearch={(q) => update((current) => changeFilter(current, { q }))} />
        <FilterSelect
          label="Role"
          allLabel="All roles"
          options={ROLE_OPTIONS}
          value={filters.role}
          onChange={(role) => update((current) => changeFilter(current, { role }))}
        />
      </SimpleGrid>
      <ListStatus
        query={list}
        errorTitle="The users could not be loaded"
        emptyText="No users match these filters."
        onPage={(page) => update((current) => ({ ...current, page }))}
      >
        {(items) => (mobile ? <UserCards items={items} onOpen={setOpen} /> : <UserTable items={items} onOpen={setOpen} />)}
      </ListStatus>
      <UserDrawer user={open} selfId={me?.id ?? null} onChange={setOpen} onClose={() => setOpen(null)} />
    </Stack>
  );
}
