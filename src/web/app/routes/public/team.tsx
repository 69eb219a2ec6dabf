import { useParams } from 'react-router';
import { usePublicTeam } from '../../../features/league-directory/api';
import { TeamPage } from '../../../features/league-directory/components/team-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function TeamRoute() {
  const teamId = useParams().teamId ?? '';
  // The same cached query the page reads: the title follows the team's name once it is known.
  const team = usePublicTeam(teamId);
  useDocumentTitle(team.data?.name ?? (team.isError ? 'Team not found' : 'Team'));
  return <TeamPage key={teamId} teamId={teamId} />;
}
