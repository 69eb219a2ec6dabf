import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import type { GalleryPhoto } from '../../../../shared/gallery-api';
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
    <Modal opened={photo !== null} onClose={onClose} title="Delete photo?" centered closeButtonProps={{ 'aria-label': 'Keep the photo' }}>
      {photo ? (
        <Stack gap="sm">
          <Image src={photo.thumbnail_url} alt={label} radius="sm" mah={200} fit="contain" />
          <Text size="sm">This removes the photo from the gallery for good. This cannot be undone.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={confirm}>
              Delete photo
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
