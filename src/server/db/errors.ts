/** PostgreSQL's unique_violation (23505), however the driver (pg or PGlite, via Drizzle) wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}
