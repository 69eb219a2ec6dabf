import { useParams } from 'react-router';
import { FormationPage } from '../../../features/formations';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function FormationRoute() {
  useDocumentTitle('Formation · Captain');
  const { gameId = '' } = useParams();
  return <FormationPage gameId={gameId} />;
}
