import type { PublishRankingsResult } from '../../../shared/api/rankings';

/** The toast after Publish: which tables went out, and which were already as last published. */
export function publishMessage(result: PublishRankingsResult, divisionName: (divisionId: string) => string): string {
  const names = (ids: readonly string[]) => ids.map(divisionName).join(', ');
  const published = result.published.map((p) => p.division_id);
  if (published.length === 0) {
    return result.unchanged.length === 1
      ? `The ${names(result.unchanged)} table is unchanged since its last publication.`
      : 'Every table is unchanged since its last publication.';
  }
  const done = published.length === 1 ? `The ${names(published)} table is published.` : `Published: ${names(published)}.`;
  return result.unchanged.length === 0 ? done : `${done} Unchanged, so not published again: ${names(result.unchanged)}.`;
}
