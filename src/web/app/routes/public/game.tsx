import { useParams } from 'react-router';
import { useGame } from '../../../features/game-page/api';
import { GamePage } from '../../../features/game-page/components/game-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function GameRoute() {
  const gameId = useParams().gameId ?? '';
  // The same cached query the page reads: the title names the teams once they are known.
  const game = useGame(gameId);
  useDocumentTitle(game.data ? `${game.data.home_team.name} vs ${game.data.away_team.name}` : game.isError ? 'Game not found' : 'Game');
  return <GamePage key={gameId} gameId={gameId} />;
}
