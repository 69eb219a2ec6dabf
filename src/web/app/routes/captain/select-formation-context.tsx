import { SelectFormationContextPage } from '../../../features/formations';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function SelectFormationContextRoute() {
  useDocumentTitle('Formation · Captain');
  return <SelectFormationContextPage />;
}
