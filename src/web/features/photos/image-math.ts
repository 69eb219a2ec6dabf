import { PHOTO_MESSAGES as UPLOAD_MESSAGES } from '../../../shared/photos';
import { CROP_ROTATION_STEP_DEG, CROP_ZOOM, PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../shared/waitlist';

export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image is drawn at so that its longest side is at most `max` (spec §9: 1024 px).
 * Never enlarges; keeps the aspect ratio; whole pixels, at least 1.
 */
export function fitWithin(size: Size, max: number): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= max) return { width: Math.round(size.width), height: Math.round(size.height) };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** The box a rectangle occupies once rotated (the canvas a rotated photo is drawn on). */
export function rotatedSize(size: Size, rotationDeg: number): Size {
  const radians = (rotationDeg * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  // Rounded to kill floating-point dust (cos 90° is 6e-17, not 0).
  return { width: Math.round(size.width * cos + size.height * sin), height: Math.round(size.width * sin + size.height * cos) };
}

/** One 90° turn left (-1) or right (+1), kept within 0..270. */
export function turn(rotationDeg: number, direction: 1 | -1): number {
  return (((rotationDeg + direction * CROP_ROTATION_STEP_DEG) % 360) + 360) % 360;
}

/** The zoom slider's value, kept within 0.1..3 and on its 0.1 steps. */
export function clampZoom(value: number): number {
  const stepped = Math.round(value / CROP_ZOOM.step) * CROP_ZOOM.step;
  return Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, Number(stepped.toFixed(1))));
}

/** The server's own words for the same refusals, so the user reads one message either way. */
export const PHOTO_FILE_MESSAGES = { type: UPLOAD_MESSAGES.notAnImage, size: UPLOAD_MESSAGES.tooLarge } as const;

/** Spec §5 upload limits, checked before anything is sent: the message to show, or null. */
export function photoFileProblem(file: { size: number; type: string }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_FILE_MESSAGES.type;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_FILE_MESSAGES.size;
  return null;
}

/** The file input's accept list. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
