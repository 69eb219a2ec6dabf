import { MySchedulePage } from '../../../features/my-schedule/components/my-schedule-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function MyScheduleRoute() {
  useDocumentTitle('My schedule');
  return <MySchedulePage />;
}
