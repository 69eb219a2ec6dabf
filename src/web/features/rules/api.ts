import { useQuery } from '@tanstack/react-query';
import type { RulesResponse } from '../../../shared/settings';
import { apiRequest } from '../../lib/api-client';

export const rulesKeys = { all: ['rules'] as const };

export function useRules() {
  return useQuery({
    queryKey: rulesKeys.all,
    queryFn: ({ signal }) => apiRequest<RulesResponse>('/api/rules', { signal }),
  });
}
