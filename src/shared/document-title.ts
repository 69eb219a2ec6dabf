/** "Sign in · Riverside Football Club"; the home page is the league name alone. */
export function formatDocumentTitle(page: string | undefined, leagueName: string): string {
  return page ? `${page} · ${leagueName}` : leagueName;
}
