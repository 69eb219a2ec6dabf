import { useParams } from 'react-router';
import { RefereeGamePage } from '../../../features/referee';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** /referee/{gameId}: the game on a phone at the field (referee mode, or stats mode for statisticians). */
export default function RefereeGameRoute() {
  useDocumentTitle('Game');
  const { gameId = '' } = useParams();
  // Keyed: another game's page starts fresh (its dialogs and confirmations).
  return <RefereeGamePage key={gameId} gameId={gameId} />;
}
