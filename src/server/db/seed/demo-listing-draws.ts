import type { CityOption } from '@shared/catalog/cities.data';
import type { ListingCondition } from '@shared/listings/listing.schema';
import type { ListingTemplate, ParcelClass } from '../../catalog-corpus/listing-template.types';
import type { Rng } from '../../catalog-corpus/prng';
import type { Fulfilment } from './demo-shipping-options';

/** Top categories as a repeating deck, so every one is covered and the big ones appear more often. */
export const topCategoryDeck = [
  'fashion',
  'electronics',
  'home',
  'collectibles',
  'family-kids',
  'sports-leisure',
  'fashion',
  'electronics',
  'books-media-music',
  'garden-diy',
  'home',
  'vehicle-parts',
  'fashion',
  'toys-games',
  'electronics',
  'musical-instruments',
  'collectibles',
  'pets',
  'family-kids',
  'sports-leisure',
];
/** Length 17, coprime with the category deck's 20, so cities and categories mix evenly. */
export const cityDeck = [
  'berlin',
  'hamburg',
  'muenchen',
  'koeln',
  'frankfurt-am-main',
  'berlin',
  'stuttgart',
  'duesseldorf',
  'leipzig',
  'hamburg',
  'dortmund',
  'muenchen',
  'bremen',
  'berlin',
  'koeln',
  'leipzig',
  'frankfurt-am-main',
];

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export function pickCondition(rng: Rng, template: ListingTemplate): ListingCondition {
  return rng.weighted<ListingCondition>([
    ['new', template.mayBeNew ? 0.3 : 0],
    ['excellent', 0.3],
    ['good', 0.38],
    ['fair', 0.12],
    ['refurbished', template.refurbishable ? 0.35 : 0],
  ]);
}

export function pickFulfilment(rng: Rng, parcel: ParcelClass): Fulfilment {
  const kind = rng.weighted<'pickup' | 'shipping' | 'both'>(
    parcel === 'bulky'
      ? [
          ['pickup', 0.6],
          ['both', 0.37],
          ['shipping', 0.03],
        ]
      : parcel === 'medium'
        ? [
            ['pickup', 0.3],
            ['both', 0.55],
            ['shipping', 0.15],
          ]
        : [
            ['pickup', 0.12],
            ['both', 0.5],
            ['shipping', 0.38],
          ],
  );
  const pickup = kind !== 'shipping';
  return {
    pickup,
    shipping: kind !== 'pickup',
    sameDay: pickup && rng.chance(parcel === 'bulky' ? 0.06 : 0.16),
  };
}

export function jitter(rng: Rng, city: CityOption) {
  const distanceKm = 15 * rng.float() ** 1.4;
  const bearing = rng.float(0, 2 * Math.PI);
  const latitude = city.latitude + (distanceKm / 111.32) * Math.cos(bearing);
  const longitude =
    city.longitude + (distanceKm / (111.32 * Math.cos((city.latitude * Math.PI) / 180))) * Math.sin(bearing);
  return { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) };
}
