import { useLeagueName, usePublicSettings } from '../../../features/settings/api';
import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { WaitlistPage } from '../../../features/waitlist/components/waitlist-page';

export default function WaitlistRoute() {
  useDocumentTitle('Waitlist');
  const leagueName = useLeagueName();
  const settings = usePublicSettings();
  // While the setting loads, say nothing about it rather than something wrong.
  return <WaitlistPage leagueName={leagueName} waitlistEnabled={settings.data?.waitlist_enabled ?? true} />;
}
