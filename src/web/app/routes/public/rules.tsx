import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { RulesPage } from '../../../features/rules/components/rules-page';

/** /rules: the league rules, readable by anyone. */
export default function RulesRoute() {
  useDocumentTitle('League Rules');
  return <RulesPage />;
}
