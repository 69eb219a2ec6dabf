import { AdminDiscountCodesPage } from '../../../features/admin-discount-codes/components/admin-discount-codes-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminDiscountCodesRoute() {
  useDocumentTitle('Discount Codes · Admin');
  return <AdminDiscountCodesPage />;
}
