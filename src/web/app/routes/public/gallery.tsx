import { GalleryPage } from '../../../features/gallery/components/gallery-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** /gallery: league photos for everyone; admins manage them on the same page. */
export default function GalleryRoute() {
  useDocumentTitle('Gallery');
  return <GalleryPage />;
}
