import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { CaptainTradesPage } from '../../../features/trades/components/captain-trades-page';

export default function CaptainTradesRoute() {
  useDocumentTitle('Trades · Captain');
  return <CaptainTradesPage />;
}
