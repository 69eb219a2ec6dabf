/**
 * The one place the web app reports problems. The spec's monitoring only logs to the
 * console; routing every report through here lets a real reporter replace it later.
 */
export function logError(context: string, error: unknown): void {
  console.error(`[${context}]`, error);
}
