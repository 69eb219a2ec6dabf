// Response shape of the player photo upload (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl } from '../schemas/formats';

/** 201: the absolute URL of the re-encoded photo; the forms send it as photo_url. */
export const photoUploadResultSchema = z.object({ url: absoluteUrl() });
export type PhotoUploadResult = z.output<typeof photoUploadResultSchema>;
