import { CaptainDashboardPage } from '../../../features/captain/components/captain-dashboard-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function CaptainDashboardRoute() {
  useDocumentTitle('Dashboard · Captain');
  return <CaptainDashboardPage />;
}
