import { describe, expect, it } from 'vitest';
import { CAMERA_ATTEMPTS, openCamera } from './camera';

const stream = { id: 'stream' } as unknown as MediaStream;
const domError = (name: string) => Object.assign(new Error(name), { name });

describe('openCamera (spec §4: rear camera first, then the front)', () => {
  it('asks for the rear camera first, at the ideal 1280x720', async () => {
    const asked: MediaStreamConstraints[] = [];
    await openCamera(async (c) => {
      asked.push(c);
      return stream;
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      video: { facingMode: { exact: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  });

  it('falls back to the front camera, then to any camera', async () => {
    const asked: MediaStreamConstraints[] = [];
    const result = await openCamera(async (c) => {
      asked.push(c);
      if (asked.length < 3) throw domError('OverconstrainedError');
      return stream;
    });
    expect(result).toBe(stream);
    expect(asked).toEqual([...CAMERA_ATTEMPTS]);
    expect(asked[1]?.video).toMatchObject({ facingMode: { exact: 'user' } });
  });

  it('stops at once when permission is denied', async () => {
    let calls = 0;
    const error = await openCamera(async () => {
      calls += 1;
      throw domError('NotAllowedError');
    }).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(error).toMatchObject({ name: 'NotAllowedError' });
  });

  it('fails with the last error when no camera works', async () => {
    await expect(openCamera(async () => Promise.reject(domError('NotFoundError')))).rejects.toMatchObject({ name: 'NotFoundError' });
  });
});
