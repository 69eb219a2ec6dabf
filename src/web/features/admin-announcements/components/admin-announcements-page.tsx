import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ANNOUNCEMENT_STATES, type AdminAnnouncement } from '../../../../shared/announcements-api';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { toast } from '../../../lib/toast';
import { useAdminAnnouncements, useDeleteAnnouncement } from '../api';
import { exportCsvHref, filtersFromSearch, filtersToSearch, type AnnouncementFilters } from '../filters';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementList } from './announcement-list';

const STATE_OPTIONS = [{ value: '', label: 'All' }, ...ANNOUNCEMENT_STATES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))];

/** What the form dialog is open for: a new announcement, one to edit, or nothing. */
type Editing = { announcement: AdminAnnouncement | null } | null;

/** /admin/announcements: newest first with their state, new/edit in a dialog, delete, CSV export. */
export function AdminAnnouncementsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const setFilters = (next: AnnouncementFilters) => setSearch(filtersToSearch(next), { replace: true });
  const list = useAdminAnnouncements(filters);
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const total = list.data?.total;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title="Announcements" description={total === undefined ? undefined : `${total} ${total === 1 ? 'announcement' : 'announcements'}`} />
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ announcement: null })}>
            New announcement
          </Button>
          <Button component="a" href={exportCsvHref(filters)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <NativeSelect
        label="State"
        maw={240}
        data={STATE_OPTIONS}
        value={filters.state ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setFilters({ state: ANNOUNCEMENT_STATES.find((s) => s === value) ?? null, page: 1 });
        }}
      />
      {list.isPending ? <PageLoader /> : null}
      {list.error ? (
        <Alert color="red" variant="light" role="alert" title="The announcements could not be loaded">
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
          <EmptyState>{filters.state ? 'No announcements in this state.' : 'No announcements yet.'}</EmptyState>
        ) : (
          <AnnouncementList items={list.data.items} onEdit={(announcement) => setEditing({ announcement })} onDelete={setDeleting} />
        )
      ) : null}
      {list.data ? <Pager page={list.data.page} total={list.data.total} pageSize={list.data.page_size} onPage={(page) => setFilters({ ...filters, page })} /> : null}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.announcement ? 'Edit announcement' : 'New announcement'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close without saving' }}
      >
        {editing ? <AnnouncementForm announcement={editing.announcement} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete announcement?"
        message={`“${deleting?.title ?? ''}” will be removed from the site. Emails already sent cannot be recalled.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Announcement deleted.');
              setDeleting(null);
            },
          });
        }}
      />
    </Stack>
  );
}
