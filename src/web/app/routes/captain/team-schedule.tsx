import { TeamSchedulePage } from '../../../features/team-schedule/components/team-schedule-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function CaptainTeamScheduleRoute() {
  useDocumentTitle('Team schedule · Captain');
  return <TeamSchedulePage />;
}
