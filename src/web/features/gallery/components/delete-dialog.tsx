import { Image } from '@mantine/core';
import type { GalleryPhoto } from '../../../../shared/api/gallery';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteGalleryPhoto } from '../api';

/** Admins: confirm before a photo and its files are removed for good. */
export function DeleteDialog({ photo, label, onClose }: { photo: GalleryPhoto | null; label: string; onClose: () => void }) {
  const remove = useDeleteGalleryPhoto();
  const confirm = () => {
    if (!photo) return;
    remove.mutate(photo.id, {
      onSuccess: () => {
        toast.success('Photo deleted.');
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      opened={photo !== null}
      title="Delete photo?"
      message="This removes the photo from the gallery for good. This cannot be undone."
      confirmLabel="Delete photo"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      autoFocus="cancel"
      closeLabel="Keep the photo"
    >
      {photo ? <Image src={photo.thumbnail_url} alt={label} radius="sm" mah={200} fit="contain" /> : null}
    </ConfirmDialog>
  );
}
