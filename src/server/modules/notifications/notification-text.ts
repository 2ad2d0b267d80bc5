import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import { toEuros } from '@shared/pricing/cents';
import { serverText } from '../../core/server-texts';

export const savedSearchMatchKind = 'saved_search_match';

/** What a saved-search match notification stores; the text is rendered per request language. */
export interface SavedSearchMatchPayload {
  savedSearchId: string;
  label: string;
  listingId: string;
  listingSlug: string;
  listingTitle: string;
  priceCents: number;
}

/** The same rule as the web's formatPrice: EUR, whole amounts without cents. */
export function formatPriceCents(priceCents: number, language: Language): string {
  return formatEuro(toEuros(priceCents), language);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Title and description of a notification in one language, from its kind and payload (ADR 039). */
export function renderNotificationText(
  kind: string,
  payload: Record<string, unknown>,
  language: Language,
): { title: string; description: string } {
  if (kind === savedSearchMatchKind) {
    const params = {
      label: text(payload.label),
      listingTitle: text(payload.listingTitle),
      price: typeof payload.priceCents === 'number' ? formatPriceCents(payload.priceCents, language) : '',
    };
    return {
      title: serverText('server-notices:notifications.saved_search_match.title', language, params),
      description: serverText(
        'server-notices:notifications.saved_search_match.description',
        language,
        params,
      ),
    };
  }
  return { title: serverText('server-notices:notifications.general.title', language), description: '' };
}
