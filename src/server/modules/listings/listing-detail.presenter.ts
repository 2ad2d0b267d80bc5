import type { AttributeField } from '@shared/catalog/attribute.schema';
import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import type {
  GalleryImage,
  ListingAttribute,
  ListingDetail,
  ListingSeller,
  listingBadges,
} from '@shared/listings/listing-detail.schema';
import { availabilityOf } from '@shared/listings/listing-status';
import { acceptsOffers, priceFlexibilityOf } from '@shared/listings/price-kind';
import { toEuros } from '@shared/pricing/cents';
import { mediaUrl } from '../media/media-url';
import type { SellerKindFacts } from '../traders/traders.presenter';
import type { SellerTrust } from '../trust/trust.service';
import type { ListingDetailRow, ListingMediaRow } from './listing-detail.repository';

const roundForPrivacy = (degrees: number) => Math.round(degrees * 100) / 100;
const summaryMaxLength = 160;
const justListedMs = 24 * 60 * 60 * 1000;

/** The first sentence of the description, cut at a word boundary when longer than 160 characters. */
export function summarise(description: string): string {
  const text = description.trim().replace(/\s+/g, ' ');
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= summaryMaxLength) return sentence;
  const cut = sentence.slice(0, summaryMaxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

const yesNo = { true: { en: 'Yes', de: 'Ja' }, false: { en: 'No', de: 'Nein' } };

function labelValue(field: AttributeField | undefined, value: unknown): ListingAttribute['value'] {
  const optionLabel = (raw: unknown) => {
    const option = field?.options?.find((candidate) => candidate.value === raw);
    return option ? { en: option.labelEn, de: option.labelDe } : { en: String(raw), de: String(raw) };
  };
  if (typeof value === 'boolean') return yesNo[`${value}`];
  if (Array.isArray(value)) {
    const labels = value.map(optionLabel);
    return { en: labels.map((label) => label.en).join(', '), de: labels.map((label) => label.de).join(', ') };
  }
  const labelled = optionLabel(value);
  if (!field?.unit) return labelled;
  return { en: `${labelled.en} ${field.unit}`, de: `${labelled.de} ${field.unit}` };
}

/** Attribute values labelled through the category's attribute form, in its field order. */
export function presentAttributes(
  categoryId: string,
  attributes: Record<string, unknown>,
): ListingAttribute[] {
  const fields = findTaxonomyCategory(categoryId)?.attributeSchema.fields ?? [];
  const present = ([, value]: [string, unknown]) => value !== null && value !== undefined && value !== '';
  const entries = Object.entries(attributes).filter(present);
  const order = (key: string) => {
    const index = fields.findIndex((field) => field.key === key);
    return index === -1 ? fields.length : index;
  };
  entries.sort(([left], [right]) => order(left) - order(right));
  return entries.map(([key, value]) => {
    const field = fields.find((candidate) => candidate.key === key);
    return {
      key,
      label: field ? { en: field.labelEn, de: field.labelDe } : { en: key, de: key },
      value: labelValue(field, value),
    };
  });
}

function presentCategory(categoryId: string): ListingDetail['category'] {
  const path = (findTaxonomyCategory(categoryId)?.path ?? [categoryId]).map((id) => {
    const category = findTaxonomyCategory(id);
    return { id, slug: category?.slug ?? id, name: category?.name ?? { en: id, de: id } };
  });
  return { id: categoryId, path };
}

function presentGallery(media: ListingMediaRow[]): GalleryImage[] {
  return media.map((image) => ({
    url: mediaUrl(image.storageKey, 'detail'),
    zoomUrl: mediaUrl(image.storageKey, 'zoom'),
    thumbnailUrl: mediaUrl(image.storageKey, 'thumbnail'),
    width: image.width,
    height: image.height,
    altText: image.altText,
  }));
}

export interface ListingDetailFacts {
  row: ListingDetailRow;
  media: ListingMediaRow[];
  /** Every seller figure and badge, computed from real events by the trust module (ADR 060). */
  trust: SellerTrust;
  /** Private or commercial, from the traders service (ADR 066); private when not given. */
  sellerKind?: SellerKindFacts;
  now: Date;
  /** Computed from the listing's channels, primary first (ADR 057, 077); empty when none can sell it now. */
  externalCheckouts?: ListingDetail['externalCheckouts'];
  /** Issue 18: the decision restricting the listing, given only when the owner looks. */
  moderation?: ListingDetail['moderation'];
}

function presentSeller({ row, trust, sellerKind }: ListingDetailFacts): ListingSeller {
  const { seller } = row;
  return {
    id: seller.id,
    name: seller.displayName,
    rating: trust.rating,
    reviewCount: trust.reviewCount,
    responseRate: trust.responseRate,
    responseTime: trust.responseTime,
    badges: trust.badges,
    location: seller.locationLabel ?? seller.cityLabel,
    joined: seller.createdAt.toISOString(),
    sellerKind: sellerKind?.sellerKind ?? 'private',
    trader: sellerKind?.trader ?? null,
  };
}

/** The cheapest shipping option's price in euros; null when the listing is pickup only. */
export function cheapestShipping(row: Pick<ListingDetailRow, 'shippingOptions'>): number | null {
  const prices = row.shippingOptions
    .filter((option) => option.type === 'shipping')
    .map((option) => option.price);
  return prices.length === 0 ? null : Math.min(...prices);
}

type BadgeFacts = Pick<
  ListingDetailRow,
  'previousPriceCents' | 'priceCents' | 'publishedAt' | 'offersSameDay'
>;

/** The listing's badges; also drawn by the server's first screen (ADR 089), which knows no seller trust. */
export function listingBadgesOf(
  row: BadgeFacts,
  options: { shipping: number | null; isTopSeller: boolean; now: Date },
) {
  const badges: Array<(typeof listingBadges)[number]> = [];
  if (row.previousPriceCents !== null && row.previousPriceCents > row.priceCents) badges.push('priceDropped');
  if (row.publishedAt && options.now.getTime() - row.publishedAt.getTime() < justListedMs) {
    badges.push('justListed');
  }
  if (options.shipping === 0) badges.push('freeShipping');
  if (row.offersSameDay) badges.push('sameDay');
  if (options.isTopSeller) badges.push('topSeller');
  return badges;
}

function presentBadges(facts: ListingDetailFacts, shipping: number | null) {
  return listingBadgesOf(facts.row, {
    shipping,
    isTopSeller: facts.trust.trustBadges.topSeller,
    now: facts.now,
  });
}

export function presentListingDetail(facts: ListingDetailFacts): ListingDetail {
  const { row, media } = facts;
  const gallery = presentGallery(media);
  const primary = media[0];
  const shipping = cheapestShipping(row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    price: toEuros(row.priceCents),
    currency: 'EUR',
    previousPrice: row.previousPriceCents === null ? null : toEuros(row.previousPriceCents),
    condition: row.condition,
    category: presentCategory(row.categoryId),
    region: row.cityLabel,
    location: {
      label: row.cityLabel,
      latitude: roundForPrivacy(row.latitude),
      longitude: roundForPrivacy(row.longitude),
    },
    shipping,
    thumbnail: primary
      ? {
          url: mediaUrl(primary.storageKey, 'card'),
          width: primary.width,
          height: primary.height,
          altText: primary.altText,
        }
      : null,
    gallery,
    badges: presentBadges(facts, shipping),
    summary: summarise(row.description),
    description: row.description,
    features: row.features,
    attributes: presentAttributes(row.categoryId, row.attributes),
    tags: row.tags,
    trustBadges: facts.trust.trustBadges,
    shippingOptions: row.shippingOptions,
    seller: presentSeller(facts),
    watchers: row.watcherCount,
    successfulSales: facts.trust.successfulSales,
    lastUpdated: row.updatedAt.toISOString(),
    priceFlexibility: priceFlexibilityOf(row.priceKind),
    priceKind: row.priceKind,
    acceptsOffers: acceptsOffers(row.priceKind),
    experimentFlags: [],
    // The spec's single object is the primary channel; the list names them all (ADR 077).
    externalCheckout: facts.externalCheckouts?.[0] ?? null,
    externalCheckouts: facts.externalCheckouts ?? [],
    availability: availabilityOf(row),
    language: row.language,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    moderation: facts.moderation ?? null,
  };
}
