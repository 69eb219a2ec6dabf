import { useLeagueName, usePublicSettings } from '../../../features/settings/api';
import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { WaitlistPage } from '../../../features/waitlist/components/waitlist-page';

export default function WaitlistRoute() {
  useDocumentTitle('Waitlist');
  const leagueName = useLeagueName();
  const settings = usePublicSettings();
  // Spec §8: a failed check counts as waitlist mode off, as the header's button does.
  const state = settings.isPending ? 'loading' : settings.data?.waitlist_enabled ? 'open' : 'closed';
  return <WaitlistPage leagueName={leagueName} state={state} />;
}
