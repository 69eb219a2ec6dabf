import { CAMERA_IDEAL } from '../../../shared/waitlist';

const ideal = { width: { ideal: CAMERA_IDEAL.width }, height: { ideal: CAMERA_IDEAL.height } };

/**
 * Spec §4: the rear camera first, then the front one, then whatever camera there is (a
 * laptop's webcam reports no facing mode at all). Each at the ideal 1280x720.
 */
export const CAMERA_ATTEMPTS: readonly MediaStreamConstraints[] = [
  { video: { ...ideal, facingMode: { exact: 'environment' } }, audio: false },
  { video: { ...ideal, facingMode: { exact: 'user' } }, audio: false },
  { video: { ...ideal }, audio: false },
];

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/**
 * Tries each camera in turn. A denied permission stops at once (asking again would only be
 * denied again); any other failure moves on to the next camera.
 */
export async function openCamera(getUserMedia: GetUserMedia, attempts = CAMERA_ATTEMPTS): Promise<MediaStream> {
  let lastError: unknown = new Error('No camera is available.');
  for (const constraints of attempts) {
    try {
      return await getUserMedia(constraints);
    } catch (error) {
      if (isPermissionDenied(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
