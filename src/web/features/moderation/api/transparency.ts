import { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import type { TransparencyPeriod } from '@shared/moderation/moderation.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** The public transparency figures: 12 months, 8 quarters or 3 years, newest first. */
export function useTransparency(period: TransparencyPeriod) {
  return useQuery({
    queryKey: ['moderation', 'transparency', period],
    queryFn: async ({ signal }) => {
      const response = await apiClient.call(moderationEndpoints.getTransparency, {
        query: { period },
        signal,
      });
      return response.data;
    },
    placeholderData: keepPreviousData,
  });
}
