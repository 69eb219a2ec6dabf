import { SchedulePage } from '../../../features/schedule/components/schedule-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function ScheduleRoute() {
  useDocumentTitle('Schedule');
  return <SchedulePage />;
}
