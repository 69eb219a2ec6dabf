import type { GalleryPhoto } from '../../../shared/api/gallery';

/** A photo's name for people and screen readers: its caption, else "League photo N" (1-based). */
export function photoLabel(photo: Pick<GalleryPhoto, 'caption'>, index: number): string {
  return photo.caption.trim() || `League photo ${index + 1}`;
}

/** The index the lightbox moves to, or null at either end (it does not wrap round). */
export function stepIndex(index: number, delta: -1 | 1, count: number): number | null {
  const next = index + delta;
  return next >= 0 && next < count ? next : null;
}
