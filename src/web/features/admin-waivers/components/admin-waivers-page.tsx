import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminWaiverVersion } from '../../../../shared/api/waivers';
import { ListStatus } from '../../../components/ui/list-status';
import { PageHeader } from '../../../components/ui/page-header';
import { useWaiverVersion, useWaiverVersions } from '../api';
import { tabOf, type VersionTab } from '../tabs';
import { ActivateDialog } from './activate-dialog';
import { VersionDrawer } from './version-drawer';
import { VersionFormDialog } from './version-form-dialog';
import { VersionList } from './version-list';

type FormState = { editingId: string | null; title: string; body: string } | null;

/**
 * /admin/waivers (routed in the admin area, not in the spec's sidebar; the dashboard's
 * "Unsigned waivers" links here): the versions, a new one, activation, and per version its
 * text, signatures and who has not signed. The open version, tab and season live in the
 * address (?version=&tab=&season_id=), so a link can open the "Not signed yet" list.
 */
export function AdminWaiversPage() {
  const [search, setSearch] = useSearchParams();
  const list = useWaiverVersions();
  const active = list.data?.items.find((item) => item.is_active) ?? null;
  const activeDetail = useWaiverVersion(active?.id ?? null);
  const tab = tabOf(search.get('tab'));
  // A link with only ?tab= (the dashboard's) opens the active version.
  const openId = search.get('version') ?? (search.has('tab') ? (active?.id ?? null) : null);
  const seasonId = search.get('season_id') || null;
  const [form, setForm] = useState<FormState>(null);
  const [activating, setActivating] = useState<AdminWaiverVersion | null>(null);

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  const open = (id: string, nextTab: VersionTab = 'text') => update({ version: id, tab: nextTab === 'text' ? null : nextTab });
  const newVersion = () =>
    // Started from the active text: a new version is usually the old one with changes.
    setForm({ editingId: null, title: activeDetail.data?.title ?? 'League Waiver & Release', body: activeDetail.data?.body ?? '' });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader
          title="Waivers"
          description={active ? `Version ${active.version} is active. Players sign the active version when they register.` : 'No version is active.'}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={newVersion} disabled={list.isPending || (active !== null && activeDetail.isPending)}>
          New version
        </Button>
      </Group>
      <ListStatus query={list} errorTitle="The waiver versions could not be loaded" emptyText="No waiver version has been written yet.">
        {(items) => <VersionList items={items} onOpen={(id) => open(id)} onActivate={setActivating} />}
      </ListStatus>
      <VersionDrawer
        waiverId={openId}
        tab={tab}
        onTab={(next) => update({ tab: next === 'text' ? null : next })}
        seasonId={seasonId}
        onSeason={(id) => update({ season_id: id })}
        onClose={() => update({ version: null, tab: null, season_id: null })}
        onEdit={(version) => setForm({ editingId: version.id, title: version.title, body: version.body })}
        onActivate={setActivating}
      />
      <VersionFormDialog
        opened={form !== null}
        editingId={form?.editingId ?? null}
        initial={{ title: form?.title ?? '', body: form?.body ?? '' }}
        onClose={() => setForm(null)}
        onSaved={(id) => {
          setForm(null);
          open(id);
        }}
      />
      <ActivateDialog version={activating} onClose={() => setActivating(null)} />
    </Stack>
  );
}
