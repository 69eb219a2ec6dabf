import { Button, Center, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { GalleryPhoto } from '../../../../shared/api/gallery';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../auth';
import { useGalleryPhotos } from '../api';
import { photoLabel } from '../photo-label';
import { GalleryGrid } from './gallery-grid';
import { LoadError } from '../../../components/ui/load-error';

// Loaded when needed: a visitor's first load carries only the grid (issue 3's budget); the
// lightbox comes with the first photo opened, the admin's tools only for an admin.
const GalleryLightbox = lazy(() => import('./gallery-lightbox').then((m) => ({ default: m.GalleryLightbox })));
const UploadPanel = lazy(() => import('./upload-panel').then((m) => ({ default: m.UploadPanel })));
const CaptionDialog = lazy(() => import('./caption-dialog').then((m) => ({ default: m.CaptionDialog })));
const DeleteDialog = lazy(() => import('./delete-dialog').then((m) => ({ default: m.DeleteDialog })));

/**
 * /gallery: everyone sees the photos; an admin also gets the upload form and per-photo caption
 * and delete controls (the server checks the role again on each of those calls).
 */
export function GalleryPage() {
  const { role } = useAuth();
  const isAdmin = role === 'admin';
  const list = useGalleryPhotos();
  const photos = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [editing, setEditing] = useState<GalleryPhoto | null>(null);
  const [deleting, setDeleting] = useState<GalleryPhoto | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());

  const registerThumbnail = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) thumbnails.current.set(id, element);
    else thumbnails.current.delete(id);
  }, []);

  const closeLightbox = () => {
    const shown = openIndex === null ? undefined : photos[openIndex];
    setOpenIndex(null);
    // Back to the thumbnail of the photo last shown, once the dialog has let go of focus.
    if (shown) window.setTimeout(() => thumbnails.current.get(shown.id)?.focus(), 0);
  };

  const deletingIndex = deleting ? photos.findIndex((p) => p.id === deleting.id) : -1;
  return (
    <Stack gap="lg">
      <PageHeader title="Gallery" description="Photos from around the league." />
      {isAdmin ? (
        <Suspense fallback={null}>
          <UploadPanel />
        </Suspense>
      ) : null}
      {list.isPending ? <PageLoader /> : null}
      {list.error && !list.data ? <LoadError title="The gallery could not be loaded" error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && photos.length === 0 ? <EmptyState>No photos yet.</EmptyState> : null}
      {photos.length > 0 ? (
        <GalleryGrid
          photos={photos}
          onOpen={setOpenIndex}
          registerThumbnail={registerThumbnail}
          admin={isAdmin ? { onEdit: setEditing, onDelete: setDeleting } : undefined}
        />
      ) : null}
      {list.hasNextPage ? (
        <Center>
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        </Center>
      ) : null}
      <Suspense fallback={null}>
        {openIndex !== null ? <GalleryLightbox photos={photos} index={openIndex} onIndexChange={setOpenIndex} onClose={closeLightbox} /> : null}
        {isAdmin ? (
          <>
            <CaptionDialog photo={editing} onClose={() => setEditing(null)} />
            <DeleteDialog photo={deleting} label={deleting ? photoLabel(deleting, Math.max(0, deletingIndex)) : ''} onClose={() => setDeleting(null)} />
          </>
        ) : null}
      </Suspense>
    </Stack>
  );
}
