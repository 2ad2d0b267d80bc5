import { watchlistMax } from '@shared/engagement/engagement.schema';
import type { TFunction } from 'i18next';
import { describeApiError } from '../api';
import { ApiError } from '../api-client/api-error';

/** Translated toast text for a failed watch or cart change; the limit names its number (spec §9). */
export function describeEngagementError(error: unknown, list: 'watchlist' | 'cart', t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'LIMIT_REACHED') {
      const details = (error.details ?? {}) as { limit?: unknown };
      const limit = typeof details.limit === 'number' ? details.limit : watchlistMax;
      return t(`engagement.errors.${list}Full`, { limit });
    }
    if (error.code === 'OWN_LISTING') return t(`engagement.errors.${list}Own`);
  }
  return describeApiError(error, t);
}
