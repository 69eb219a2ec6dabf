import { useParams } from 'react-router';
import { usePublicPlayer } from '../../../features/league-directory/api';
import { PlayerPage } from '../../../features/league-directory/components/player-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function PlayerRoute() {
  const playerId = useParams().playerId ?? '';
  // The same cached query the page reads: the title follows the player's name once it is known.
  const player = usePublicPlayer(playerId);
  const name = player.data ? `${player.data.first_name} ${player.data.last_name}` : null;
  useDocumentTitle(name ?? (player.isError ? 'Player not found' : 'Player'));
  return <PlayerPage key={playerId} playerId={playerId} />;
}
