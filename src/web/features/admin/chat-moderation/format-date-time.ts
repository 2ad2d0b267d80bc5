import type { Language } from '@shared/i18n/languages';
import { localeFor } from '../../../lib/format';

/** Date and time to the minute: moderators compare when messages and decisions happened. */
export function formatDateTime(value: string, language: Language): string {
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}
