import type { AttributeField } from '@shared/catalog/attribute.schema';
import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition, ShippingOption } from '@shared/listings/listing.schema';
import { availabilityOf, type ListingAvailability } from '@shared/listings/listing-status';
import type { PriceKind } from '@shared/listings/price-kind';
import { toEuros } from '@shared/pricing/cents';

/**
 * Everything the assistant may say about a listing, and nothing else: both providers answer from
 * these facts only, so no suggestion can promise what the seller never wrote down.
 */
export interface ListingFacts {
  title: string;
  description: string;
  language: Language;
  availability: ListingAvailability;
  /** Published and not archived: a buyer can still buy it. */
  isLive: boolean;
  condition: ListingCondition;
  price: number;
  priceKind: PriceKind;
  offersPickup: boolean;
  placeLabel: string;
  /** Paid hand-overs: carriers and same-day couriers, with their prices in EUR. */
  deliveryOptions: { label: string; price: number; type: 'shipping' | 'sameday' }[];
  /** The size fields the category has, each with the value the seller gave (empty when none). */
  dimensions: { label: Record<Language, string>; value: Record<Language, string> }[];
  /** Whether the category has size fields at all (a missing size is then the seller's to give). */
  hasDimensionFields: boolean;
}

export interface ListingFactsSource {
  title: string;
  description: string;
  language: Language;
  status: string;
  categoryId: string;
  condition: ListingCondition;
  priceCents: number;
  priceKind: PriceKind;
  attributes: Record<string, unknown>;
  offersPickup: boolean;
  shippingOptions: ShippingOption[];
  soldAt: Date | null;
  reservedAt: Date | null;
  placeLabel: string;
}

/** Keys of measure fields across the taxonomy: widthCm, screenSizeInch, size, bedSize, frameSize... */
const dimensionKeyPattern = /(Cm|Mm|Inch|^size$|Size$|^sizeNote$)/;

const isDimensionField = (field: AttributeField) => dimensionKeyPattern.test(field.key);

function displayValue(field: AttributeField, value: unknown): Record<Language, string> | null {
  if (value === null || value === undefined || value === '') return null;
  if (field.type === 'select') {
    const option = field.options?.find((candidate) => candidate.value === value);
    return option ? { en: option.labelEn, de: option.labelDe } : { en: String(value), de: String(value) };
  }
  if (field.type === 'number' && typeof value === 'number') {
    const unit = field.unit === 'in' ? '"' : field.unit ? ` ${field.unit}` : '';
    return {
      en: `${new Intl.NumberFormat('en-GB').format(value)}${unit}`,
      de: `${new Intl.NumberFormat('de-DE').format(value)}${unit}`,
    };
  }
  if (typeof value === 'string') return { en: value.trim(), de: value.trim() };
  return null;
}

export function listingFactsOf(source: ListingFactsSource): ListingFacts {
  const fields = findTaxonomyCategory(source.categoryId)?.attributeSchema.fields ?? [];
  const dimensionFields = fields.filter(isDimensionField);
  const dimensions = dimensionFields.flatMap((field) => {
    const value = displayValue(field, source.attributes[field.key]);
    return value ? [{ label: { en: field.labelEn, de: field.labelDe }, value }] : [];
  });
  return {
    title: source.title,
    description: source.description,
    language: source.language,
    availability: availabilityOf(source),
    isLive: source.status === 'PUBLISHED',
    condition: source.condition,
    price: toEuros(source.priceCents),
    priceKind: source.priceKind,
    offersPickup: source.offersPickup || source.shippingOptions.some((option) => option.type === 'pickup'),
    placeLabel: source.placeLabel,
    deliveryOptions: source.shippingOptions.flatMap((option) =>
      option.type === 'pickup' ? [] : [{ label: option.label, price: option.price, type: option.type }],
    ),
    dimensions,
    hasDimensionFields: dimensionFields.length > 0,
  };
}
