import { CaptainLayout } from '../../../features/captain/components/captain-layout';

export default function CaptainLayoutRoute() {
  return <CaptainLayout />;
}
