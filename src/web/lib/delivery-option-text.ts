import type { ShippingOption } from '@shared/listings/listing.schema';
import type { TFunction } from 'i18next';

/** "2–3 business days", "2-3 Werktage", "1 day": the day range, whatever language it was stored in. */
const dayRangePattern = /^\s*(\d+)(?:\s*[–-]\s*(\d+))?\s*(?:business days?|days?|werktage?|tage?)\s*$/i;

/**
 * Options are stored in the listing's language (ADR 039); the page speaks the reader's (ADR 043):
 * pickup and same day are named by their type, shipping times by their day range. A carrier's own
 * product name stays as the seller chose it. The texts live in the common catalogue, since the
 * listing page and the checkout both show them.
 */
export function localisedOption(option: Pick<ShippingOption, 'type' | 'label' | 'estimated'>, t: TFunction) {
  if (option.type !== 'shipping') {
    return { label: t(`delivery.types.${option.type}`), estimated: t(`delivery.estimates.${option.type}`) };
  }
  const days = dayRangePattern.exec(option.estimated);
  if (!days) return { label: option.label, estimated: option.estimated };
  const [, from = '', to] = days;
  const range = to && to !== from ? `${from}–${to}` : from;
  return {
    label: option.label,
    estimated: t('delivery.estimates.days', { count: Number(to ?? from), range }),
  };
}
