import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { AdminTradesPage } from '../../../features/trades/components/admin-trades-page';

export default function AdminTradesRoute() {
  useDocumentTitle('Trades · Admin');
  return <AdminTradesPage />;
}
