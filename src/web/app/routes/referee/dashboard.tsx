import { useAuth } from '../../../features/auth';
import { RefereeDashboardPage } from '../../../features/referee';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** /referee/dashboard: "Ref Dashboard" for referees and admins, "Stats" for statisticians (decision 037). */
export default function RefereeDashboardRoute() {
  const { role } = useAuth();
  const title = role === 'statistician' ? 'Stats' : 'Referee dashboard';
  useDocumentTitle(title);
  return <RefereeDashboardPage title={title} />;
}
