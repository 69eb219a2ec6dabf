import { Button, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { GalleryPhoto } from '../../../../shared/api/gallery';
import { photoLabel } from '../photo-label';

interface GalleryGridProps {
  photos: readonly GalleryPhoto[];
  onOpen: (index: number) => void;
  /** Keeps each thumbnail's button, so focus can go back to it when the lightbox closes. */
  registerThumbnail: (id: string, element: HTMLButtonElement | null) => void;
  /** Only for admins: the per-photo controls. */
  admin?: { onEdit: (photo: GalleryPhoto) => void; onDelete: (photo: GalleryPhoto) => void };
}

/** Thumbnails, two across on a phone and more on wider screens, each opening the lightbox. */
export function GalleryGrid({ photos, onOpen, registerThumbnail, admin }: GalleryGridProps) {
  return (
    <SimpleGrid component="ul" aria-label="Photos" cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {photos.map((photo, index) => {
        const label = photoLabel(photo, index);
        return (
          <Paper component="li" key={photo.id} withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
            <UnstyledButton
              ref={(element) => registerThumbnail(photo.id, element)}
              onClick={() => onOpen(index)}
              display="block"
              w="100%"
              aria-haspopup="dialog"
            >
              {/* width/height give the box its shape before the image arrives (no layout shift). */}
              <img
                src={photo.thumbnail_url}
                alt={label}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }}
              />
            </UnstyledButton>
            {photo.caption ? (
              // The image's alt text already says it to screen readers.
              <Text size="sm" px="xs" pt={6} lineClamp={2} aria-hidden>
                {photo.caption}
              </Text>
            ) : null}
            {admin ? (
              <Group px="xs" py={6} gap={6} wrap="wrap">
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Edit caption: ${label}`}
                  onClick={() => admin.onEdit(photo)}
                >
                  Edit caption
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={`Delete: ${label}`}
                  onClick={() => admin.onDelete(photo)}
                >
                  Delete
                </Button>
              </Group>
            ) : null}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
