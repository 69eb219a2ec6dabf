import { Button, Modal, Stack } from '@mantine/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ANNOUNCEMENT_STATES } from '../../../../shared/announcements';
import type { AdminAnnouncement } from '../../../../shared/api/announcements';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { toast } from '../../../lib/toast';
import { useAdminAnnouncements, useDeleteAnnouncement } from '../api';
import { changeFilter, exportCsvHref, filtersFromSearch, filtersToSearch, type AnnouncementFilters } from '../filters';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementList } from './announcement-list';

const STATE_OPTIONS = ANNOUNCEMENT_STATES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }));

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
      <ListHeader title="Announcements" total={total} one="announcement" many="announcements" exportHref={exportCsvHref(filters)}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ announcement: null })}>
          New announcement
        </Button>
      </ListHeader>
      <FilterSelect
        label="State"
        allLabel="All"
        maw={240}
        options={STATE_OPTIONS}
        value={filters.state}
        onChange={(state) => setFilters(changeFilter(filters, { state }))}
      />
      <ListStatus
        query={list}
        errorTitle="The announcements could not be loaded"
        emptyText={filters.state ? 'No announcements in this state.' : 'No announcements yet.'}
        onPage={(page) => setFilters({ ...filters, page })}
      >
        {(items) => <AnnouncementList items={items} onEdit={(announcement) => setEditing({ announcement })} onDelete={setDeleting} />}
      </ListStatus>

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
