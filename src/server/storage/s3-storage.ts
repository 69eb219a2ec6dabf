import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { contentTypeOfKey, isValidKey, type ObjectStorage } from './storage';

export interface S3StorageOptions {
  /** The S3-compatible service's address, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO/R2 URL; unset: AWS by region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Where browsers fetch objects: the app's own media route, so URLs stay the same whatever the backend (decision 085). */
  publicBaseUrl: string;
}

/**
 * A bucket on an S3-compatible service, for several app processes (decision 085): every
 * process reads what any of them stored. Same keys and checks as the local directory, so
 * callers cannot tell them apart.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
    // newer default (CRC32 on every request and response).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = options.publicBaseUrl.replace(/\/+$/, '');
  const target = (key: string) => ({ Bucket: options.bucket, Key: key });

  return {
    async put(key, bytes, contentType) {
      if (!isValidKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
      if (contentTypeOfKey(key) !== contentType) throw new Error(`key ${key} does not match content type ${contentType}`);
      // One request: S3 makes an object visible whole or not at all.
      await client.send(new PutObjectCommand({ ...target(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async read(key) {
      const contentType = contentTypeOfKey(key);
      if (!isValidKey(key) || !contentType) return null;
      try {
        const object = await client.send(new GetObjectCommand(target(key)));
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        // The type follows from the key, as on disk: a bucket edited by hand cannot make us serve text/html.
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isValidKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand(target(key)));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      if (isValidKey(key)) await client.send(new DeleteObjectCommand(target(key)));
    },
    publicUrl(key) {
      return `${base}/${key}`;
    },
  };
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
