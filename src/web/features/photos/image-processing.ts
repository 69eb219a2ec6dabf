// Browser-only image work (canvas). The sizes come from image-math.ts, tested on their own.
import { CROP_JPEG_QUALITY, CROP_OUTPUT_PX, PHOTO_RESIZE_MAX_PX } from '../../../shared/waitlist';
import { fitWithin, rotatedSize } from './image-math';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class ImageLoadTimeoutError extends Error {
  override readonly name = 'ImageLoadTimeoutError';
}

/** Loads an image from a (blob or same-origin) URL, failing after `timeoutMs`. */
export function loadImage(src: string, timeoutMs?: number): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => reject(new ImageLoadTimeoutError('The photo took too long to load.')), timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('The photo could not be read.'));
    };
    image.src = src;
  });
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot edit images.');
  return { canvas, context };
}

/** A canvas as a JPEG file. JPEG has no transparency, so callers paint a white ground first. */
export function canvasToJpeg(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type: 'image/jpeg' })) : reject(new Error('The image could not be encoded.'))),
      'image/jpeg',
      CROP_JPEG_QUALITY,
    );
  });
}

/** Draws any drawable source at most 1024 px on its longest side (spec §9) as a JPEG. */
export async function resizeToJpeg(source: CanvasImageSource, size: { width: number; height: number }, name: string): Promise<File> {
  const target = fitWithin(size, PHOTO_RESIZE_MAX_PX);
  const { canvas, context } = canvasOf(target.width, target.height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  context.drawImage(source, 0, 0, target.width, target.height);
  return canvasToJpeg(canvas, name);
}

/** A chosen file, resized: decoded through an <img>, which applies the EXIF orientation. */
export async function resizePhotoFile(file: File): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return await resizeToJpeg(image, { width: image.naturalWidth, height: image.naturalHeight }, jpegName(file.name));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The current frame of a playing video (the camera preview), resized. */
export function captureVideoFrame(video: HTMLVideoElement): Promise<File> {
  if (!video.videoWidth || !video.videoHeight) return Promise.reject(new Error('The camera has not delivered a picture yet.'));
  return resizeToJpeg(video, { width: video.videoWidth, height: video.videoHeight }, `camera-${Date.now()}.jpg`);
}

/**
 * Spec §9 crop output: the chosen area of the rotated photo, as a 400x400 JPEG at quality 0.9.
 * `area` is in the rotated image's pixels (react-easy-crop's croppedAreaPixels); it may reach
 * past the photo when zoomed out, which shows as white.
 */
export async function cropToJpeg(src: string, area: PixelArea, rotationDeg: number, timeoutMs: number): Promise<File> {
  const image = await loadImage(src, timeoutMs);
  const box = rotatedSize({ width: image.naturalWidth, height: image.naturalHeight }, rotationDeg);
  const rotated = canvasOf(box.width, box.height);
  rotated.context.translate(box.width / 2, box.height / 2);
  rotated.context.rotate((rotationDeg * Math.PI) / 180);
  rotated.context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const output = canvasOf(CROP_OUTPUT_PX, CROP_OUTPUT_PX);
  output.context.fillStyle = '#ffffff';
  output.context.fillRect(0, 0, CROP_OUTPUT_PX, CROP_OUTPUT_PX);
  output.context.drawImage(rotated.canvas, area.x, area.y, area.width, area.height, 0, 0, CROP_OUTPUT_PX, CROP_OUTPUT_PX);
  return canvasToJpeg(output.canvas, `photo-${Date.now()}.jpg`);
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * Spec §8: background removal is currently disabled, so this always fails and the caller
 * keeps the resized original (and says so). It is here so the toggle has one place to change
 * when a real implementation arrives.
 */
export async function removeBackground(_file: File): Promise<File> {
  throw new Error('Background removal is not available.');
}
