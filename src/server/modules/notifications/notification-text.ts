import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import { toEuros } from '@shared/pricing/pricing-rules';

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

/** Title and description of a notification in one language, from its kind and payload. */
export function renderNotificationText(
  kind: string,
  payload: Record<string, unknown>,
  language: Language,
): { title: string; description: string } {
  if (kind === savedSearchMatchKind) {
    const label = text(payload.label);
    const title = text(payload.listingTitle);
    const price =
      typeof payload.priceCents === 'number' ? formatPriceCents(payload.priceCents, language) : '';
    return language === 'de'
      ? { title: `Neuer Treffer für „${label}“`, description: `${title} für ${price}` }
      : { title: `New match for “${label}”`, description: `${title} for ${price}` };
  }
  return language === 'de'
    ? { title: 'Neuigkeit bei Kleinkram', description: '' }
    : { title: 'News from Kleinkram', description: '' };
}
