import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ROLES, type Role } from '../../../../shared/roles';
import type { AdminUserListItem } from '../../../../shared/users-admin-api';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { useAuth } from '../../auth/auth-context';
import { useAdminUsers } from '../api';
import { exportCsvHref, filtersFromSearch, filtersToSearch, type UserFilters } from '../filters';
import { ROLE_LABELS } from './role-chips';
import { UserDrawer } from './user-drawer';
import { UserCards, UserTable } from './user-list';

const ROLE_OPTIONS = [{ value: '', label: 'All roles' }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))];

/** /admin/users: accounts, their roles, linked players and access. */
export function AdminUsersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  // From the address as it is when applied, not as this render saw it: a debounced search
  // may land after the role filter changed.
  const update = (change: (current: UserFilters) => UserFilters) =>
    setSearch((previous) => filtersToSearch(change(filtersFromSearch(previous))), { replace: true });
  const list = useAdminUsers(filters);
  const { user: me } = useAuth();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<AdminUserListItem | null>(null);
  const [q, setQ] = useState(filters.q);
  const searchText = useDebouncedCallback((value: string) => update((current) => ({ ...current, q: value, page: 1 })), 300);
  const total = list.data?.total;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title="Users" description={total === undefined ? undefined : `${total} ${total === 1 ? 'account' : 'accounts'}`} />
        <Button component="a" href={exportCsvHref(filters)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Export CSV
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Search"
          type="search"
          placeholder="Name, email or phone"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            searchText(event.currentTarget.value);
          }}
        />
        <NativeSelect
          label="Role"
          data={ROLE_OPTIONS}
          value={filters.role ?? ''}
          onChange={(event) => {
            const role = (event.currentTarget.value || null) as Role | null;
            update((current) => ({ ...current, role, page: 1 }));
          }}
        />
      </SimpleGrid>
      {list.isPending ? <PageLoader /> : null}
      {list.error ? (
        <Alert color="red" variant="light" role="alert" title="The users could not be loaded">
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
          <EmptyState>No users match these filters.</EmptyState>
        ) : mobile ? (
          <UserCards items={list.data.items} onOpen={setOpen} />
        ) : (
          <UserTable items={list.data.items} onOpen={setOpen} />
        )
      ) : null}
      {list.data ? <Pager page={list.data.page} total={list.data.total} pageSize={list.data.page_size} onPage={(page) => update((current) => ({ ...current, page }))} /> : null}
      <UserDrawer user={open} selfId={me?.id ?? null} onChange={setOpen} onClose={() => setOpen(null)} />
    </Stack>
  );
}
