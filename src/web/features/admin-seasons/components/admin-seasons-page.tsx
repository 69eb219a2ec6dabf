import { Button, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEASON_STATUSES, SEASON_STATUS_LABELS } from '../../../../shared/seasons';
import type { AdminSeason } from '../../../../shared/api/seasons';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { exportSeasonsHref, useAdminSeasons, useDeleteSeason, type SeasonFilters } from '../api';
import { SeasonCard } from './season-card';
import { SeasonFormDialog } from './season-form-dialog';

function filtersFrom(search: URLSearchParams): SeasonFilters {
  const status = SEASON_STATUSES.find((s) => s === search.get('status')) ?? '';
  const page = Number(search.get('page'));
  return { status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * /admin/seasons: seasons newest first, each with its status, dates and counts; the season in
 * ?season=<id> shows its registration periods (so a link can open them).
 */
export function AdminSeasonsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const openSeasonId = search.get('season');
  const list = useAdminSeasons(filters);
  const remove = useDeleteSeason();
  /** undefined: closed; null: a new season; else the one being edited. */
  const [editing, setEditing] = useState<AdminSeason | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminSeason | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const setParams = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${deleting.name} deleted.`);
        if (openSeasonId === deleting.id) setParams({ season: null });
        setDeleting(null);
      },
      onError: (error) => setDeleteError(isApiError(error) ? error.message : 'The season was not deleted.'),
    });
  };

  return (
    <Stack gap="md" maw={1040}>
      <ListHeader title="Seasons" total={list.data?.total} one="season" many="seasons" exportHref={exportSeasonsHref(filters)}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          New season
        </Button>
      </ListHeader>
      <NativeSelect
        label="Filter by status"
        w={{ base: '100%', xs: 240 }}
        value={filters.status}
        data={[{ value: '', label: 'All statuses' }, ...SEASON_STATUSES.map((value) => ({ value, label: SEASON_STATUS_LABELS[value] }))]}
        onChange={(event) => setParams({ status: event.currentTarget.value || null, page: null })}
      />
      <ListStatus
        query={list}
        errorTitle="The seasons could not be loaded"
        emptyText={filters.status ? 'No seasons with this status.' : 'No seasons yet.'}
        onPage={(page) => setParams({ page: page > 1 ? String(page) : null })}
      >
        {(items) =>
          items.map((season) => (
            <SeasonCard
              key={season.id}
              season={season}
              expanded={openSeasonId === season.id}
              onToggle={() => setParams({ season: openSeasonId === season.id ? null : season.id })}
              onEdit={() => setEditing(season)}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(season);
              }}
            />
          ))
        }
      </ListStatus>
      <SeasonFormDialog opened={editing !== undefined} season={editing ?? null} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete season"
        message={`Delete ${deleting?.name ?? 'this season'} and its registration periods? A season with teams, games or registrations cannot be deleted.`}
        confirmLabel="Delete season"
        pending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
