import type { Language } from '@shared/i18n/languages';
import type { TransparencyPeriod } from '@shared/moderation/moderation.schema';
import { localeFor } from '../../lib/format';

/**
 * A period as readers name it: "November 2026", "Q4 2026", "2026" (German: "November 2026",
 * "Q4 2026", "2026"). Read from the period's start in UTC, the zone the server counts in.
 */
export function formatPeriodLabel(period: TransparencyPeriod, start: string, language: Language): string {
  const date = new Date(start);
  const year = date.getUTCFullYear();
  if (period === 'year') return String(year);
  if (period === 'quarter') return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${year}`;
  return new Intl.DateTimeFormat(localeFor(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
