import { Avatar, Button, FileButton, Group, Stack, Switch, Text } from '@mantine/core';
import { IconCamera, IconCrop, IconTrash, IconUpload, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { logError } from '../../../lib/logger';
import { toast } from '../../../lib/toast';
import { PHOTO_ACCEPT, photoFileProblem } from '../image-math';
import { removeBackground, resizePhotoFile } from '../image-processing';
import { PHOTO_MESSAGES } from '../messages';
import { useObjectUrl } from '../use-object-url';
import { CameraCapture } from './camera-capture';

// react-easy-crop and the crop maths load only when someone crops.
const loadCropDialog = () => import('./crop-dialog');
const CropDialog = lazy(loadCropDialog);

export interface PhotoFieldProps {
  /** The photo chosen in this form (a resized or cropped JPEG), or null. */
  value: File | null;
  /** A photo already saved (the profile's), shown while no new one is chosen. */
  savedUrl?: string | null;
  /** Called with the final file: after Crop & Save, or the uncropped photo when the crop is cancelled. */
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Where the crop dialog sits inside a Modal.Stack (see CropDialog). */
  cropStackId?: string;
}

interface CropSource {
  file: File | null;
  url: string;
  /** A photo just chosen: cancelling the crop keeps it uncropped. */
  fresh: boolean;
  fromCamera: boolean;
}

/**
 * Spec §2 photo widget: Upload Photo or Open Camera (Take Picture, Cancel), a Remove
 * Background toggle, then the crop dialog; a preview with Crop Photo and Clear Photo.
 * Every photo is first resized to at most 1024 px (spec §9).
 */
export function PhotoField({ value, savedUrl = null, onChange, disabled = false, cropStackId }: PhotoFieldProps) {
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removeBg, setRemoveBg] = useState(false);
  // The crop dialog stays mounted once used, closed rather than removed: inside a Modal.Stack
  // a dialog must close (not vanish) to hand Escape and focus back to the one below.
  const [cropSource, setCropSource] = useState<CropSource | null>(null);
  const [cropOpen, setCropOpen] = useState(false);
  const valueUrl = useObjectUrl(value);
  const previewUrl = valueUrl ?? savedUrl;
  useRevokeOnReplace(cropSource);

  /** Spec §8: background removal is disabled, so the resized original is kept, and we say so. */
  const attemptBackgroundRemoval = async (file: File): Promise<File> => {
    try {
      const result = await removeBackground(file);
      toast.success(PHOTO_MESSAGES.backgroundRemoved);
      return result;
    } catch (error) {
      logError('background removal', error);
      toast.warning(PHOTO_MESSAGES.backgroundFailed.message, { title: PHOTO_MESSAGES.backgroundFailed.title });
      return file;
    }
  };
  const withBackgroundChoice = (file: File): Promise<File> => (removeBg ? attemptBackgroundRemoval(file) : Promise.resolve(file));

  const openCrop = (source: CropSource) => {
    setCropSource(source);
    setCropOpen(true);
  };

  const startCrop = (file: File, fromCamera: boolean) => openCrop({ file, url: URL.createObjectURL(file), fresh: true, fromCamera });

  const closeCrop = () => setCropOpen(false);

  const chooseFile = async (file: File | null) => {
    if (!file) return;
    const found = photoFileProblem(file);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      startCrop(await withBackgroundChoice(await resizePhotoFile(file)), false);
    } catch (error) {
      logError('photo resize', error);
      setProblem('This image could not be read. Choose another photo.');
    } finally {
      setBusy(false);
    }
  };

  const captured = async (file: File) => {
    setCamera(false);
    setProblem(null);
    startCrop(await withBackgroundChoice(file), true);
  };

  const toggleBackground = (on: boolean) => {
    setRemoveBg(on);
    // The photo already chosen gets the same treatment as a new one.
    if (on && value) void attemptBackgroundRemoval(value).then((result) => result !== value && onChange(result));
  };

  const cancelCrop = () => {
    if (cropSource?.fresh && cropSource.file) onChange(cropSource.file);
    closeCrop();
  };

  const saveCrop = (file: File) => {
    onChange(file);
    closeCrop();
  };

  return (
    <Stack gap="sm">
      <Group gap="md" align="center" wrap="nowrap">
        <Avatar src={previewUrl} alt={previewUrl ? 'Your photo' : undefined} size={96} radius={96} color="gray">
          <IconUser size={40} aria-hidden />
        </Avatar>
        {previewUrl ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCrop size={16} aria-hidden />}
              onMouseEnter={() => void loadCropDialog()}
              onClick={() => openCrop({ file: null, url: previewUrl, fresh: false, fromCamera: false })}
              disabled={disabled || busy}
            >
              Crop Photo
            </Button>
            <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onChange(null)} disabled={disabled || busy}>
              Clear Photo
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No photo yet. JPEG, PNG or WebP, up to 5 MB.
          </Text>
        )}
      </Group>

      {camera ? (
        <CameraCapture onCapture={(file) => void captured(file)} onCancel={() => setCamera(false)} />
      ) : (
        <Group gap="xs">
          <FileButton onChange={(file) => void chooseFile(file)} accept={PHOTO_ACCEPT} disabled={disabled || busy}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={busy} onMouseEnter={() => void loadCropDialog()}>
                Upload Photo
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconCamera size={16} aria-hidden />}
            onClick={() => {
              setProblem(null);
              setCamera(true);
              void loadCropDialog();
            }}
            disabled={disabled || busy}
          >
            Open Camera
          </Button>
        </Group>
      )}

      <Switch
        label="Remove Background"
        description="Not available yet: your photo is used as it is."
        checked={removeBg}
        onChange={(event) => toggleBackground(event.currentTarget.checked)}
        disabled={disabled}
      />

      {problem ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      ) : null}

      {cropSource ? (
        <Suspense fallback={null}>
          <CropDialog
            key={cropSource.url}
            opened={cropOpen}
            src={cropSource.url}
            stackId={cropStackId}
            onCancel={cancelCrop}
            onSave={saveCrop}
            onRetake={
              cropSource.fromCamera
                ? () => {
                    closeCrop();
                    setCamera(true);
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Object URLs made for cropping are freed when the next photo replaces them, and on unmount. */
function useRevokeOnReplace(source: CropSource | null) {
  const previous = useRef<CropSource | null>(null);
  useEffect(() => {
    const old = previous.current;
    if (old?.file && old.url !== source?.url) URL.revokeObjectURL(old.url);
    previous.current = source;
  }, [source]);
  useEffect(
    () => () => {
      const last = previous.current;
      if (last?.file) URL.revokeObjectURL(last.url);
    },
    [],
  );
}
