import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { useAdminSettings } from '../api';
import { LeagueSettingsForm } from './league-settings-form';
import { WaitlistSwitch } from './waitlist-switch';
import { LoadError } from '../../../components/ui/load-error';

/** /admin/settings: every league setting in one form, and the waitlist switch that saves at once. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Settings" description="League-wide settings." />
      {settings.isPending ? <PageLoader /> : null}
      {settings.error ? <LoadError title="The settings could not be loaded" error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? (
        <>
          <LeagueSettingsForm settings={settings.data} />
          <SectionCard id="settings-registration" title="Registration">
            <Stack gap="md">
              <WaitlistSwitch stored={settings.data.waitlist_enabled} />
              <Text size="sm">
                Players accept the active waiver when they register.{' '}
                <Anchor component={Link} to="/admin/waivers">
                  Manage waiver versions
                </Anchor>
              </Text>
            </Stack>
          </SectionCard>
        </>
      ) : null}
    </Stack>
  );
}
