import { AdminLayout } from '../../../features/admin/components/admin-layout';

export default function AdminLayoutRoute() {
  return <AdminLayout />;
}
