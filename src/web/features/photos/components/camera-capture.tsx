import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { logError } from '../../../lib/logger';
import { toast } from '../../../lib/toast';
import { openCamera, stopStream } from '../camera';
import { captureVideoFrame } from '../image-processing';
import { PHOTO_MESSAGES } from '../messages';

interface CameraCaptureProps {
  onCapture: (file: File) => void;
  onCancel: () => void;
}

/** Live camera preview with Take Picture and Cancel (spec §2). The camera stops on unmount. */
export function CameraCapture({ onCapture, onCancel }: CameraCaptureProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [taking, setTaking] = useState(false);

  const fail = useEffectEvent((error: unknown) => {
    logError('camera', error);
    toast.error(PHOTO_MESSAGES.cameraError.message, { title: PHOTO_MESSAGES.cameraError.title });
    onCancel();
  });

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      fail(new Error('This browser offers no camera access.'));
      return;
    }
    openCamera((constraints) => media.getUserMedia(constraints)).then(
      async (opened) => {
        if (cancelled) return stopStream(opened);
        stream = opened;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = opened;
        await video.play().catch(() => undefined); // muted inline video plays without a gesture
        setReady(true);
      },
      (error: unknown) => {
        if (!cancelled) fail(error);
      },
    );
    return () => {
      cancelled = true;
      stopStream(stream);
    };
  }, []);

  const takePicture = () => {
    const video = videoRef.current;
    if (!video) return;
    setTaking(true);
    captureVideoFrame(video).then(onCapture, (error: unknown) => {
      logError('camera capture', error);
      toast.error(PHOTO_MESSAGES.processingError.message, { title: PHOTO_MESSAGES.processingError.title });
      setTaking(false);
    });
  };

  return (
    <Stack gap="xs">
      <video ref={videoRef} className="camera-preview" muted playsInline aria-label="Camera preview" />
      {ready ? null : (
        <Text size="sm" c="dimmed" role="status">
          Starting the camera…
        </Text>
      )}
      <Group gap="xs">
        <Button leftSection={<IconCamera size={16} aria-hidden />} onClick={takePicture} disabled={!ready} loading={taking}>
          Take Picture
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
