import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { CROP_IMAGE_LOAD_TIMEOUT_MS, CROP_MASK_PX, CROP_PREVIEW_PX, CROP_ZOOM } from '../../../../shared/waitlist';
import { logError } from '../../../lib/logger';
import { toast } from '../../../lib/toast';
import { clampZoom, turn } from '../image-math';
import { cropToJpeg, loadImage } from '../image-processing';
import { PHOTO_MESSAGES } from '../messages';

export interface CropDialogProps {
  opened: boolean;
  /** Object URL (or same-origin URL) of the photo to crop. */
  src: string;
  onCancel: () => void;
  onSave: (file: File) => void;
  /** Offered for a camera capture: back to the camera instead of cropping (spec §4). */
  onRetake?: () => void;
  /** Inside a Modal.Stack (the waitlist dialog), the id that keeps Escape to the top dialog. */
  stackId?: string;
}

const START: Point = { x: 0, y: 0 };

/**
 * Spec §2/§9 crop dialog: circular 250 px mask in a 300 px area, zoom 0.1–3 by 0.1, 90°
 * rotation, reset, drag (or arrow keys) to reposition; the result is a 400x400 JPEG.
 */
export default function CropDialog({ opened, src, onCancel, onSave, onRetake, stackId }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>(START);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  // Spec §9: the cropper gives the image 3 s to load.
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let current = true;
    setLoad('loading');
    loadImage(src, CROP_IMAGE_LOAD_TIMEOUT_MS).then(
      () => current && setLoad('ready'),
      (error: unknown) => {
        logError('crop: image load', error);
        if (current) setLoad('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [src]);

  const reset = () => {
    setCrop(START);
    setZoom(1);
    setRotation(0);
  };

  const save = () => {
    if (!area) return;
    setSaving(true);
    cropToJpeg(src, area, rotation, CROP_IMAGE_LOAD_TIMEOUT_MS).then(
      (file) => {
        toast.success(PHOTO_MESSAGES.cropped);
        setSaving(false);
        onSave(file);
      },
      (error: unknown) => {
        logError('crop', error);
        toast.error(PHOTO_MESSAGES.cropFailed);
        setSaving(false);
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Crop Your Photo"
      stackId={stackId}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Cancel cropping' }}
    >
      <Stack gap="md">
        {load === 'failed' ? (
          <Alert color="red" variant="light" role="alert" title="The photo could not be loaded">
            Choose the photo again, or try another one.
          </Alert>
        ) : (
          <Box pos="relative" h={CROP_PREVIEW_PX} className="crop-area">
            {load === 'ready' ? (
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                aspect={1}
                cropShape="round"
                cropSize={{ width: CROP_MASK_PX, height: CROP_MASK_PX }}
                showGrid={false}
                minZoom={CROP_ZOOM.min}
                maxZoom={CROP_ZOOM.max}
                // Zooming out below 1 leaves room around the photo; it is filled white.
                restrictPosition={false}
                onCropChange={setCrop}
                onZoomChange={(value) => setZoom(clampZoom(value))}
                onRotationChange={setRotation}
                onCropComplete={(_area, pixels) => setArea(pixels)}
                cropperProps={{ role: 'group', 'aria-label': 'Crop area: drag the photo, or use the arrow keys, to position it in the circle' }}
              />
            ) : (
              <Text ta="center" pt="xl" role="status">
                Loading...
              </Text>
            )}
          </Box>
        )}
        <div>
          <Text size="sm" fw={500} mb={4} aria-hidden>
            Zoom
          </Text>
          <Slider
            min={CROP_ZOOM.min}
            max={CROP_ZOOM.max}
            step={CROP_ZOOM.step}
            value={zoom}
            onChange={(value) => setZoom(clampZoom(value))}
            thumbLabel="Zoom"
            label={(value) => `${value.toFixed(1)}×`}
            disabled={load !== 'ready'}
          />
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRotate2 size={16} aria-hidden />}
            onClick={() => setRotation((r) => turn(r, -1))}
            disabled={load !== 'ready'}
          >
            Rotate left
          </Button>
          <Button
            variant="default"
            leftSection={<IconRotateClockwise2 size={16} aria-hidden />}
            onClick={() => setRotation((r) => turn(r, 1))}
            disabled={load !== 'ready'}
          >
            Rotate right
          </Button>
          <Button variant="subtle" onClick={reset} disabled={load !== 'ready'}>
            Reset
          </Button>
        </Group>
        <Group justify="flex-end" gap="xs">
          {onRetake ? (
            <Button variant="default" onClick={onRetake} mr="auto">
              Retake
            </Button>
          ) : null}
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving} disabled={load !== 'ready' || !area}>
            Crop &amp; Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
