import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { waiverKeys } from '../../lib/waivers';

// The registration's waiver step imports waiverParagraphs from here; its home is lib/waivers.ts.
export { waiverParagraphs } from '../../lib/waivers';

export function useActiveWaiver(enabled = true) {
  return useQuery({
    queryKey: waiverKeys.active,
    queryFn: ({ signal }) => api('GET /api/waivers/active', { signal }),
    enabled,
  });
}
