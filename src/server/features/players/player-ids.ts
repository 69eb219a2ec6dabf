import { notFound } from '../../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a path; anything that is not a uuid cannot be a player (and would upset SQL). */
export function playerIdOf(value: string): string {
  if (!UUID.test(value)) throw notFound('That player');
  return value;
}
