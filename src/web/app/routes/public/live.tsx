import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { LivePage } from '../../../features/live/components/live-page';

/** /live: the games being played now, updated as the referees record them. */
export default function LiveRoute() {
  useDocumentTitle('Live games');
  return <LivePage />;
}
