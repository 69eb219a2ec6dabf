import { useQuery } from '@tanstack/react-query';
import type { ActiveWaiver } from '../../../shared/waivers';
import { apiRequest } from '../../lib/api-client';

export const waiverKeys = { active: ['waivers', 'active'] as const };

export function useActiveWaiver(enabled = true) {
  return useQuery({
    queryKey: waiverKeys.active,
    queryFn: ({ signal }) => apiRequest<ActiveWaiver>('/api/waivers/active', { signal }),
    enabled,
  });
}

/** The body's paragraphs: blank lines separate them; single line breaks stay inside one. */
export function waiverParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
