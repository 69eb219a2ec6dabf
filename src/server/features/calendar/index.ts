// What other parts of the server use of the calendar feeds (decision 040).

/** The request log's path with a private feed's token taken out: the address is its key. */
export function withoutFeedToken(path: string): string {
  return path.replace(/^(\/api\/calendar\/players\/)[^/]+$/, '$1…');
}
