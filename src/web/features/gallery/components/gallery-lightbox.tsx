import { Box, Button, Group, Image, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, type TouchEvent } from 'react';
import type { GalleryPhoto } from '../../../../shared/api/gallery';
import { SWIPE } from '../../../lib/swipe';
import { photoLabel, stepIndex } from '../photo-label';

interface GalleryLightboxProps {
  photos: readonly GalleryPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The full image with its caption. Previous/Next buttons, the arrow keys and (on phones) a
 * sideways swipe move through the loaded photos; Escape or the close button shut it.
 */
export function GalleryLightbox({ photos, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const photo = index === null ? undefined : photos[index];
  const current = index ?? 0;
  const previous = stepIndex(current, -1, photos.length);
  const next = stepIndex(current, 1, photos.length);
  const go = (target: number | null) => {
    if (target !== null) onIndexChange(target);
  };

  // On the window while open: focus may be on the close button, outside the picture.
  const isOpen = photo !== undefined;
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && previous !== null) onIndexChange(previous);
      if (event.key === 'ArrowRight' && next !== null) onIndexChange(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, previous, next, onIndexChange]);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(touch.clientY - start.y) > SWIPE.maxVerticalPx || Math.abs(dx) < SWIPE.minHorizontalPx) return;
    // Like turning a page: a swipe to the left brings the next photo.
    go(dx < 0 ? next : previous);
  };

  const label = photo ? photoLabel(photo, current) : '';
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={label}
      size="auto"
      centered
      // The page puts focus back on the thumbnail of the photo last shown.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': 'Close photo' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {photo ? (
        <Box onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <Image
            src={photo.image_url}
            alt={label}
            width={photo.width}
            height={photo.height}
            fit="contain"
            radius="sm"
            style={{ width: 'auto', maxWidth: '100%', height: 'auto', maxHeight: '70vh', margin: '0 auto', display: 'block' }}
          />
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} disabled={previous === null} onClick={() => go(previous)}>
              Previous
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {current + 1} of {photos.length}
            </Text>
            <Button variant="default" rightSection={<IconChevronRight size={16} aria-hidden />} disabled={next === null} onClick={() => go(next)}>
              Next
            </Button>
          </Group>
        </Box>
      ) : null}
    </Modal>
  );
}
