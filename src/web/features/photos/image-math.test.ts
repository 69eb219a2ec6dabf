import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_RESIZE_MAX_PX } from '../../../shared/waitlist';
import { clampZoom, fitWithin, PHOTO_ACCEPT, PHOTO_FILE_MESSAGES, photoFileProblem, rotatedSize, turn } from './image-math';

describe('fitWithin (spec §9: at most 1024 px on the longest side)', () => {
  it('scales a landscape photo down by its width', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, PHOTO_RESIZE_MAX_PX)).toEqual({ width: 1024, height: 768 });
  });

  it('scales a portrait photo down by its height', () => {
    expect(fitWithin({ width: 1080, height: 1920 }, PHOTO_RESIZE_MAX_PX)).toEqual({ width: 576, height: 1024 });
  });

  it('leaves a small photo as it is (never enlarges)', () => {
    expect(fitWithin({ width: 640, height: 480 }, PHOTO_RESIZE_MAX_PX)).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 1024, height: 1024 }, PHOTO_RESIZE_MAX_PX)).toEqual({ width: 1024, height: 1024 });
  });

  it('keeps a very thin image at least one pixel wide', () => {
    expect(fitWithin({ width: 10_000, height: 2 }, PHOTO_RESIZE_MAX_PX)).toEqual({ width: 1024, height: 1 });
  });

  it('resizes the camera ideal 1280x720 to 1024x576', () => {
    expect(fitWithin({ width: 1280, height: 720 }, PHOTO_RESIZE_MAX_PX)).toEqual({ width: 1024, height: 576 });
  });
});

describe('rotation', () => {
  it('swaps the sides at 90 and 270 degrees', () => {
    expect(rotatedSize({ width: 400, height: 300 }, 0)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize({ width: 400, height: 300 }, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize({ width: 400, height: 300 }, 180)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize({ width: 400, height: 300 }, 270)).toEqual({ width: 300, height: 400 });
  });

  it('turns in 90-degree steps both ways and wraps around', () => {
    expect(turn(0, 1)).toBe(90);
    expect(turn(270, 1)).toBe(0);
    expect(turn(0, -1)).toBe(270);
    expect(turn(90, -1)).toBe(0);
  });
});

describe('clampZoom (0.1 to 3 in steps of 0.1)', () => {
  it('keeps values inside the range', () => {
    expect(clampZoom(0)).toBe(0.1);
    expect(clampZoom(5)).toBe(3);
  });

  it('snaps to the 0.1 step without floating-point dust', () => {
    expect(clampZoom(0.30000000000000004)).toBe(0.3);
    expect(clampZoom(1.26)).toBe(1.3);
  });
});

describe('photoFileProblem (spec §5: jpeg, png or webp, at most 5242880 bytes)', () => {
  it('accepts the three types up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoFileProblem({ type, size: PHOTO_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe(PHOTO_FILE_MESSAGES.type);
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe(PHOTO_FILE_MESSAGES.type);
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_FILE_MESSAGES.size);
  });

  it('offers exactly those types to the file picker', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });
});
