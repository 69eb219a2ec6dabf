import { Alert, Badge, Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminWaiverDetail } from '../../../../shared/api/waivers';
import { PageLoader } from '../../../components/layout/page-loader';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { waiverParagraphs } from '../../../lib/waivers';
import { useWaiverVersion } from '../api';
import { visibleTab, type VersionTab } from '../tabs';
import { SignaturesPanel } from './signatures-panel';
import { UnsignedPanel } from './unsigned-panel';

interface VersionDrawerProps {
  waiverId: string | null;
  tab: VersionTab;
  onTab: (tab: VersionTab) => void;
  seasonId: string | null;
  onSeason: (seasonId: string) => void;
  onClose: () => void;
  onEdit: (version: AdminWaiverDetail) => void;
  onActivate: (version: AdminWaiverDetail) => void;
}

/** One version: its text, who signed it, and (for the active one) who still has to. */
export function VersionDrawer({ waiverId, onClose, ...rest }: VersionDrawerProps) {
  const version = useWaiverVersion(waiverId);
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={waiverId !== null}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'xl'}
      title={version.data ? `Version ${version.data.version}` : 'Waiver version'}
      closeButtonProps={{ 'aria-label': 'Close version details' }}
    >
      {version.isPending && waiverId !== null ? <PageLoader /> : null}
      {version.error ? (
        <Alert color="red" variant="light" role="alert" title="The version could not be loaded">
          {version.error.message}
        </Alert>
      ) : null}
      {version.data ? <VersionDetails version={version.data} {...rest} /> : null}
    </Drawer>
  );
}

function VersionDetails({
  version,
  tab,
  onTab,
  seasonId,
  onSeason,
  onEdit,
  onActivate,
}: Omit<VersionDrawerProps, 'waiverId' | 'onClose'> & { version: AdminWaiverDetail }) {
  const timeZone = useLeagueTimeZone();
  const shown = visibleTab(tab, version.is_active);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {version.title}
          </Text>
          {version.is_active ? (
            <Badge color="teal" variant="light">
              Active
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {version.activated_at ? `Activated ${formatDateTime(version.activated_at, { timeZone })}` : 'Never activated'} ·{' '}
          {version.signature_count.toLocaleString()} {version.signature_count === 1 ? 'signature' : 'signatures'}
        </Text>
      </Stack>
      <Group gap="xs">
        {version.is_active ? null : <Button onClick={() => onActivate(version)}>Activate version {version.version}</Button>}
        {version.editable ? (
          <Button variant="default" onClick={() => onEdit(version)}>
            Edit draft
          </Button>
        ) : null}
      </Group>
      <Tabs value={shown} onChange={(value) => onTab(value === 'signatures' || value === 'unsigned' ? value : 'text')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="text">Text</Tabs.Tab>
          <Tabs.Tab value="signatures">Signatures</Tabs.Tab>
          {version.is_active ? <Tabs.Tab value="unsigned">Not signed yet</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="text" pt="md">
          <Stack gap="sm">
            {waiverParagraphs(version.body).map((paragraph, index) => (
              <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="signatures" pt="md">
          <SignaturesPanel waiverId={version.id} version={version.version} />
        </Tabs.Panel>
        {version.is_active ? (
          <Tabs.Panel value="unsigned" pt="md">
            <UnsignedPanel seasonId={seasonId} onSeason={onSeason} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
