import { bodyLimit } from 'hono/body-limit';
import type { AppError } from './errors';

/**
 * Refuses a request body larger than maxSize with the caller's error. The answer also closes
 * the connection: the rest of the body is never read, and a client that sent its next request
 * on the same keep-alive socket would otherwise see it cut ("other side closed").
 */
export function limitBody(maxSize: number, tooLarge: () => AppError) {
  return bodyLimit({
    maxSize,
    onError: () => {
      const error = tooLarge();
      error.headers = { ...error.headers, Connection: 'close' };
      throw error;
    },
  });
}
