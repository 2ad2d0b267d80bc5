import { cities } from '@shared/catalog/cities.data';
import { colours } from '@shared/catalog/colours.data';
import { categoryPathOf, findTaxonomyCategory, topCategoryIdOf } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition, ShippingOption } from '@shared/listings/listing.schema';
import type { PriceKind } from '@shared/listings/price-kind';
import { toCents } from '@shared/pricing/cents';
import { slugify } from '@shared/text/slugify';
import { conditionFactor, roundAskingPrice } from '../../catalog-corpus/asking-prices';
import { cityDistricts } from '../../catalog-corpus/city-districts.data';
import type { ArtKind } from '../../catalog-corpus/illustration-kinds';
import {
  closingSentences,
  conditionSentences,
  fillerFeatures,
  giveAwaySentences,
  imageViews,
  logisticsSentences,
} from '../../catalog-corpus/listing-phrases.data';
import type {
  AttributeValue,
  ListingTemplate,
  TemplateContext,
} from '../../catalog-corpus/listing-template.types';
import { type Bi, tagList } from '../../catalog-corpus/listing-template-helpers';
import { listingTemplates } from '../../catalog-corpus/listing-templates.data';
import { hashSeed } from '../../catalog-corpus/prng';
import { colourPicker } from '../../catalog-corpus/template-draws';
import {
  DAY_MS,
  jitter,
  MINUTE_MS,
  pickCondition,
  pickFulfilment,
  topCategoryDeck,
} from './demo-listing-draws';
import { type ListingSlot, mainSlot, salesSlot, vehicleSlot } from './demo-listing-slots';
import { buildShippingOptions, type Fulfilment } from './demo-shipping-options';

export interface DemoSeller {
  email: string;
  cityId: string;
  /** Relative share of the listings in the seller's city; 0 for accounts that do not sell. */
  listingWeight: number;
}

export interface DemoListingContext {
  /** Dates are spread over the 30 days before this moment. */
  now: Date;
  sellers: DemoSeller[];
}

export type ImageView = 'front' | 'detail' | 'side';

export interface DemoImage {
  storageKey: string;
  position: number;
  isPrimary: boolean;
  altText: string;
  art: ArtKind;
  view: ImageView;
  /** Main colour of the item. */
  hex: string;
  /** Hue (0–359) of the backdrop gradient. */
  backdropHue: number;
}

export interface DemoListing {
  slug: string;
  sellerEmail: string;
  status: 'PUBLISHED' | 'ARCHIVED' | 'DRAFT';
  language: Language;
  title: string;
  description: string;
  categoryId: string;
  categoryPath: string[];
  condition: ListingCondition;
  priceCents: number;
  /** Set when the listing had a higher price before (a price drop). */
  previousPriceCents: number | null;
  priceKind: PriceKind;
  quantity: number;
  attributes: Record<string, AttributeValue>;
  tags: string[];
  features: string[];
  offersPickup: boolean;
  offersShipping: boolean;
  offersSameDay: boolean;
  shippingOptions: ShippingOption[];
  cityId: string;
  latitude: number;
  longitude: number;
  watcherCount: number;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  priceDroppedAt: Date | null;
  soldAt: Date | null;
  images: DemoImage[];
}

/** Tags the template gave, topped up from the category's name when there are fewer than three. */
function withEnoughTags(tags: string[], categoryId: string, lang: Language): string[] {
  if (tags.length >= 3) return tags.slice(0, 8);
  const path = categoryPathOf(categoryId).map((id) => findTaxonomyCategory(id)?.name[lang] ?? '');
  const words = path.reverse().flatMap((name) => name.split(/\s*(?:&|,|\bund\b|\band\b)\s*/));
  return tagList(...tags, ...words).slice(0, Math.max(3, tags.length));
}

/** Adds generic bullet points that do not repeat what the item's own ones already say. */
function withFillers(features: string[], fillers: string[]): string[] {
  const result = features.filter(
    (feature, index) => feature.trim() !== '' && features.indexOf(feature) === index,
  );
  for (const filler of fillers) {
    const lower = filler.toLowerCase();
    if (
      !result.some(
        (feature) => feature.toLowerCase().includes(lower) || lower.includes(feature.toLowerCase()),
      )
    )
      result.push(filler);
  }
  return result;
}

/** Asking prices up to this many euros are the ones people also give away. */
const giveAwayPriceMax = 40;
/** Of the cheap used items, this share in a hundred is given away (a few per cent of all listings). */
const giveAwayPerHundred = 12;

/**
 * Whether listing `index` is given away (zu verschenken). Derived from a hash of the seed and the
 * index, never from the listing's random sequence, so every other draw (and thereby the whole
 * catalogue but these prices) stays as it was before price kinds existed (ADR 042).
 */
function isGiveAway(seed: number, index: number, price: number, condition: ListingCondition): boolean {
  if (price > giveAwayPriceMax || condition === 'new') return false;
  return hashSeed(seed, 'give-away', index) % 100 < giveAwayPerHundred;
}

/** One vehicle per round of the category deck, about as many as a small top category gets. */
export const vehicleListingCount = (count: number) => Math.ceil(count / topCategoryDeck.length);

const pickupOnly: Fulfilment = { pickup: true, shipping: false, sameDay: false };

function generateOne(
  slot: ListingSlot,
  context: DemoListingContext,
  templatesByTop: Map<string, ListingTemplate[]>,
) {
  const { seed, index, rng, top, leaf } = slot;
  const template = rng.weighted(
    (templatesByTop.get(top) ?? [])
      .filter((candidate) => leaf === undefined || candidate.categoryId === leaf)
      .map((candidate) => [candidate, candidate.weight ?? 1] as const),
  );
  const city = cities.find((candidate) => candidate.id === slot.cityId)!;
  const lang: Language = rng.chance(0.55) ? 'de' : 'en';
  const say = ([de, en]: Bi) => (lang === 'de' ? de : en);
  const drawnCondition = pickCondition(rng, template);
  const draft = template.build({
    lang,
    condition: drawnCondition,
    t: (de, en) => (lang === 'de' ? de : en),
    pick: (items) => rng.pick(items),
    int: (min, max) => rng.int(min, max),
    between: ([min, max]) => rng.int(min, max),
    chance: (probability) => rng.chance(probability),
    colour: colourPicker(rng, lang),
  } satisfies TemplateContext);
  const condition = drawnCondition === 'new' && draft.usedOnly ? 'excellent' : drawnCondition;

  const sellers = context.sellers.filter((seller) => seller.cityId === city.id && seller.listingWeight > 0);
  const drawnSeller = rng.weighted(sellers.map((candidate) => [candidate, candidate.listingWeight] as const));
  const seller = slot.seller ?? drawnSeller;
  const place = rng.pick(cityDistricts[city.id] ?? [city.label]);
  // A pickup-only template draws nothing here, which leaves the other templates' draws unchanged.
  const fulfilment = template.pickupOnly ? pickupOnly : pickFulfilment(rng, template.parcel);
  // Most German private listings are VB; this draw was the old boolean and stays one draw.
  const isNegotiable = rng.chance(0.6);
  const askingPrice = roundAskingPrice(draft.basePrice * conditionFactor[condition] * rng.float(0.9, 1.1));
  const isFree = isGiveAway(seed, index, askingPrice, condition);
  const priceKind: PriceKind = isFree ? 'free' : isNegotiable ? 'negotiable' : 'fixed';
  const price = isFree ? 0 : askingPrice;

  const logistics = say(
    rng.pick(
      fulfilment.shipping
        ? fulfilment.pickup
          ? logisticsSentences.both
          : logisticsSentences.shippingOnly
        : logisticsSentences.pickupOnly,
    ),
  ).replace('{place}', place);
  const firstParagraph = [...draft.about, say(rng.pick(conditionSentences[condition]))];
  // Extras tend to tell how the item was used, which would contradict "new".
  if (draft.extra && condition !== 'new' && firstParagraph.length < 3 && rng.chance(0.7))
    firstParagraph.push(draft.extra);
  const secondParagraph = [logistics];
  if (fulfilment.sameDay) secondParagraph.push(say(logisticsSentences.sameDay[0]!));
  else if (firstParagraph.length + secondParagraph.length < 5 && rng.chance(0.75)) {
    const closingsByKind = {
      free: [],
      negotiable: closingSentences.negotiable,
      fixed: closingSentences.fixed,
    } satisfies Record<PriceKind, Bi[]>;
    const closings = [...closingSentences.any, ...closingsByKind[priceKind]];
    secondParagraph.push(say(rng.pick(closings)));
  }
  // A give-away says so in its own words; chosen by hash, so no draw is added.
  if (isFree)
    secondParagraph.push(
      say(giveAwaySentences[hashSeed(seed, 'give-away-words', index) % giveAwaySentences.length]!),
    );
  const description = `${firstParagraph.join(' ')}\n\n${secondParagraph.join(' ')}`;

  const fillers = rng.sample(
    [
      ...fillerFeatures.any,
      ...(fulfilment.shipping ? fillerFeatures.shipping : []),
      ...(fulfilment.pickup ? fillerFeatures.pickup : []),
    ],
    2,
  );
  const features = withFillers(draft.features, fillers.map(say)).slice(0, rng.int(3, 5));

  const ageMs = 3 * MINUTE_MS + (30 * DAY_MS - 3 * MINUTE_MS) * rng.float() ** 1.6;
  const status = rng.weighted<DemoListing['status']>([
    ['PUBLISHED', 0.95],
    ['ARCHIVED', 0.03],
    ['DRAFT', 0.02],
  ]);
  const now = context.now.getTime();
  const publishedMs = now - ageMs;
  const createdMs = publishedMs - rng.int(5, 3 * 24 * 60) * MINUTE_MS;
  const dropsPrice = status === 'PUBLISHED' && ageMs > DAY_MS && rng.chance(0.21);
  const droppedMs = dropsPrice ? publishedMs + (now - publishedMs) * rng.float(0.3, 0.95) : null;
  const previousPrice = dropsPrice ? roundAskingPrice(price * rng.float(1.12, 1.35)) : null;
  const soldMs =
    status === 'ARCHIVED' && rng.chance(0.7) ? publishedMs + (now - publishedMs) * rng.float(0.2, 0.9) : null;
  const updatedMs =
    status === 'DRAFT'
      ? createdMs + rng.int(1, 90) * MINUTE_MS
      : Math.max(publishedMs, droppedMs ?? 0, soldMs ?? 0);
  const watcherCount = Math.floor(40 * rng.float() ** 2.4);
  const ageDays = ageMs / DAY_MS;

  const slug = `${slugify(draft.title, 72)}-${slot.slugSuffix}`;
  const art = draft.art ?? template.art;
  const hex =
    draft.hex ?? colours.find((colour) => colour.value === draft.attributes.colour)?.hex ?? '#8b9099';
  const imageCount = rng.weighted([
    [1, 0.55],
    [2, 0.3],
    [3, 0.15],
  ] as const);
  const backdropHue = rng.int(0, 359);
  const views: ImageView[] = ['front', 'detail', 'side'];
  const images = views.slice(0, imageCount).map<DemoImage>((view, position) => ({
    storageKey: `seed/${slug}/${position + 1}`,
    position,
    isPrimary: position === 0,
    altText: `Illustration: ${draft.subject}, ${say(imageViews[position]!)}`,
    art,
    view,
    hex,
    backdropHue: (backdropHue + position * 24) % 360,
  }));

  return {
    slug,
    sellerEmail: seller.email,
    // A sold listing stays visible with its sold state (spec: "sold state with similar offers");
    // search and feeds leave it out by sold_at. Unsold archived ones are simply gone (404).
    status: soldMs === null ? status : 'PUBLISHED',
    language: lang,
    title: draft.title,
    description,
    categoryId: template.categoryId,
    categoryPath: categoryPathOf(template.categoryId),
    condition,
    priceCents: toCents(price),
    previousPriceCents: previousPrice === null || isFree ? null : toCents(Math.max(previousPrice, price + 1)),
    priceKind,
    quantity: rng.chance(0.05) ? 2 : 1,
    attributes: draft.attributes,
    tags: withEnoughTags(draft.tags, template.categoryId, lang),
    features,
    offersPickup: fulfilment.pickup,
    offersShipping: fulfilment.shipping,
    offersSameDay: fulfilment.sameDay,
    shippingOptions: buildShippingOptions(rng, template.parcel, fulfilment, lang, place),
    cityId: city.id,
    ...jitter(rng, city),
    watcherCount,
    viewCount: Math.round(watcherCount * rng.float(4, 12) + rng.int(5, 40) * Math.max(1, Math.sqrt(ageDays))),
    createdAt: new Date(createdMs),
    updatedAt: new Date(updatedMs),
    publishedAt: status === 'DRAFT' ? null : new Date(publishedMs),
    priceDroppedAt: droppedMs === null || isFree ? null : new Date(droppedMs),
    soldAt: soldMs === null ? null : new Date(soldMs),
    images,
  } satisfies DemoListing;
}

let templateIndex: Map<string, ListingTemplate[]> | undefined;

function templatesByTopCategory(): Map<string, ListingTemplate[]> {
  if (templateIndex) return templateIndex;
  const templatesByTop = new Map<string, ListingTemplate[]>();
  for (const template of listingTemplates) {
    const top = topCategoryIdOf(template.categoryId);
    if (!top) throw new Error(`Listing template for unknown category ${template.categoryId}`);
    templatesByTop.set(top, [...(templatesByTop.get(top) ?? []), template]);
  }
  templateIndex = templatesByTop;
  return templatesByTop;
}

/**
 * Listing `index` of the sales pass: an item `seller` listed in the 30 days before `now` (the
 * moment it was ordered). The caller decides what happened to it (sold, reserved).
 */
export function generateSalesListing(
  seed: number,
  index: number,
  seller: DemoSeller,
  context: DemoListingContext,
): DemoListing {
  return generateOne(salesSlot(seed, index, seller), context, templatesByTopCategory());
}

/**
 * Deterministic demo listings: the same seed gives the same items, titles and slugs (dates move
 * with `context.now`). The first `count` come from the category deck; after them come
 * `vehicleListingCount(count)` vehicles from a pass of their own. Listing i of either pass does not
 * depend on `count`, so a larger count only adds listings.
 */
export function generateDemoListings(
  seed: number,
  count: number,
  context: DemoListingContext,
): DemoListing[] {
  const templatesByTop = templatesByTopCategory();
  const main = Array.from({ length: count }, (_, index) =>
    generateOne(mainSlot(seed, index), context, templatesByTop),
  );
  const vehicles = Array.from({ length: vehicleListingCount(count) }, (_, index) =>
    generateOne(vehicleSlot(seed, index), context, templatesByTop),
  );
  return [...main, ...vehicles];
}
