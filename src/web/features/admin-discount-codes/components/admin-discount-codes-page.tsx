import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchUpdate } from '../../../lib/use-search-update';
import type { AdminDiscountCode } from '../../../../shared/api/discount-codes';
import { DISCOUNT_CODE_STATUSES, DISCOUNT_CODE_STATUS_LABELS } from '../../../../shared/discount-codes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchFilter } from '../../../components/ui/search-filter';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteDiscountCode, useDiscountCodes } from '../api';
import { exportCsvHref, filtersFromSearch, filtersToSearch, type DiscountCodeFilters } from '../filters';
import { DiscountCodeCard } from './discount-code-card';
import { DiscountCodeFormDialog } from './discount-code-form-dialog';

const STATUS_OPTIONS = DISCOUNT_CODE_STATUSES.map((value) => ({ value, label: DISCOUNT_CODE_STATUS_LABELS[value] }));

/** /admin/discount-codes: codes newest first, searched and filtered on the server. */
export function AdminDiscountCodesPage() {
  const [search, setSearch] = useSearchUpdate();
  const filters = filtersFromSearch(search);
  // From the address as it is when applied: a debounced search may land after the status changed.
  const update = (change: (current: DiscountCodeFilters) => DiscountCodeFilters) =>
    setSearch((previous) => filtersToSearch(change(filtersFromSearch(previous))), { replace: true });
  const list = useDiscountCodes(filters);
  const remove = useDeleteDiscountCode();
  /** undefined: closed; null: a new code; else the one being edited. */
  const [editing, setEditing] = useState<AdminDiscountCode | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminDiscountCode | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${deleting.code} deleted.`);
        setDeleting(null);
      },
      onError: (error) => setDeleteError(isApiError(error) ? error.message : 'The discount code was not deleted.'),
    });
  };

  const filtered = filters.q !== '' || filters.status !== null;
  return (
    <Stack gap="md" maw={1040}>
      <ListHeader title="Discount Codes" total={list.data?.total} one="code" many="codes" exportHref={exportCsvHref(filters)}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          New code
        </Button>
      </ListHeader>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SearchFilter label="Search" placeholder="Code or description" value={filters.q} onSearch={(q) => update((current) => ({ ...current, q, page: 1 }))} />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => update((current) => ({ ...current, status, page: 1 }))}
        />
      </SimpleGrid>
      <ListStatus
        query={list}
        errorTitle="The discount codes could not be loaded"
        emptyText={filtered ? 'No discount codes match these filters.' : 'No discount codes yet.'}
        onPage={(page) => update((current) => ({ ...current, page }))}
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {items.map((code) => (
              <DiscountCodeCard
                key={code.id}
                code={code}
                onEdit={() => setEditing(code)}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(code);
                }}
              />
            ))}
          </SimpleGrid>
        )}
      </ListStatus>
      <DiscountCodeFormDialog opened={editing !== undefined} code={editing ?? null} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete discount code"
        message={`Delete ${deleting?.code ?? 'this code'}? A code that registrations used cannot be deleted; deactivate it instead.`}
        confirmLabel="Delete code"
        pending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
