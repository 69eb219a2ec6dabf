import { resolve } from 'node:path';
import { PHOTO_MEDIA_PATH } from '../../shared/photos';
import { PHOTO_BUCKET } from '../../shared/waitlist';
import type { Env } from '../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

type StorageEnv = Pick<Env, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

/** The spec's player-photos bucket as a directory on this machine: DATA_DIR/uploads/player-photos (decision 009). */
export function localPhotoDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return resolve(env.DATA_DIR, 'uploads', PHOTO_BUCKET);
}

/** Where photos are served from, whatever holds them: the app's own media route (decision 085). */
export function photoPublicBaseUrl(baseUrl: string): string {
  return `${baseUrl}${PHOTO_MEDIA_PATH}`;
}

/** The local directory, every process on this machine alone. */
export function createLocalPhotoStorage(env: Pick<Env, 'DATA_DIR'>, baseUrl: string): ObjectStorage {
  return createLocalStorage({ directory: localPhotoDirectory(env), publicBaseUrl: photoPublicBaseUrl(baseUrl) });
}

/** The configured S3-compatible bucket, or null when S3_BUCKET is unset. */
export function createBucketPhotoStorage(env: StorageEnv, baseUrl: string): ObjectStorage | null {
  if (!env.S3_BUCKET) return null;
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    publicBaseUrl: photoPublicBaseUrl(baseUrl),
  });
}

/**
 * Player and gallery photos: the bucket when S3_BUCKET is set (several processes share it),
 * else the local directory. Either way the URLs are the app's own `/media/player-photos/…`,
 * so moving files to a bucket changes no stored URL.
 */
export function createPhotoStorage(env: StorageEnv, baseUrl: string): ObjectStorage {
  return createBucketPhotoStorage(env, baseUrl) ?? createLocalPhotoStorage(env, baseUrl);
}
