import { useParams } from 'react-router';
import { ScheduleGeneratorPage } from '../../../features/admin-schedule-generator/components/schedule-generator-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminDivisionScheduleRoute() {
  useDocumentTitle('Division schedule · Admin');
  const { seasonId = '', divisionId = '' } = useParams();
  // Keyed: another division starts with its own form and draft.
  return <ScheduleGeneratorPage key={`${seasonId}/${divisionId}`} seasonId={seasonId} divisionId={divisionId} />;
}
