import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const rulesKeys = { all: ['rules'] as const };

export function useRules() {
  return useQuery({
    queryKey: rulesKeys.all,
    queryFn: ({ signal }) => api('GET /api/rules', { signal }),
  });
}
