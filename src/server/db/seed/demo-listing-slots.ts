import { hashSeed, Rng } from '../../catalog-corpus/prng';
import { cityDeck, topCategoryDeck } from './demo-listing-draws';
import type { DemoSeller } from './demo-listing-generator';

/** A short suffix that is unique per index (a bijection on 0..36^5), so slugs never collide. */
function slugSuffix(seed: number, index: number): string {
  const space = 36 ** 5;
  return ((index * 48_271 + (seed % space)) % space).toString(36).padStart(5, '0');
}

/** What fixes one listing before its own random draws: its generator, category, city and slug suffix. */
export interface ListingSlot {
  /** Seed and index of the pass, for the draws hashed from them rather than drawn from `rng`. */
  seed: number;
  index: number;
  rng: Rng;
  top: string;
  /** Narrows the draw to one leaf category of `top`. */
  leaf?: string;
  cityId: string;
  slugSuffix: string;
  /** Fixes the seller (the sales pass); the seller draw still happens, so the draws stay aligned. */
  seller?: DemoSeller;
}

/** Slot i of the main pass: the category and city decks, and the seed's own suffix space. */
export const mainSlot = (seed: number, index: number): ListingSlot => ({
  seed,
  index,
  rng: new Rng(hashSeed(seed, 'listing', index)),
  top: topCategoryDeck[index % topCategoryDeck.length]!,
  cityId: cityDeck[index % cityDeck.length]!,
  slugSuffix: slugSuffix(seed, index),
});

/**
 * Slot i of the vehicle pass, with a seed of its own: vehicles came after the catalogue had
 * shipped, and search tests and the classifier name the main pass's listings, so putting vehicles
 * into the category deck (which would move every listing after the first slot) was not an option.
 * Slugs cannot collide with the main pass's, as vehicle titles are their own.
 */
export const vehicleSlot = (seed: number, index: number): ListingSlot => {
  const vehicleSeed = hashSeed(seed, 'vehicles');
  return {
    seed: vehicleSeed,
    index,
    rng: new Rng(hashSeed(vehicleSeed, 'listing', index)),
    top: 'vehicles',
    leaf: vehicleDeck[index % vehicleDeck.length],
    cityId: cityDeck[index % cityDeck.length]!,
    slugSuffix: slugSuffix(vehicleSeed, index),
  };
};

/** Leaves as a repeating deck, so 18 vehicles cover all four, cars and motorbikes most often. */
const vehicleDeck = [
  'vehicles-cars',
  'vehicles-motorcycles',
  'vehicles-scooters',
  'vehicles-cars',
  'vehicles-e-scooters',
  'vehicles-motorcycles',
];

/**
 * Slot i of the sales pass (issue 17): items the demo sellers sold before, one per completed demo
 * order. A seed of its own, so neither of the other passes changes; the seller is fixed.
 */
export const salesSlot = (seed: number, index: number, seller: DemoSeller): ListingSlot => {
  const salesSeed = hashSeed(seed, 'sales');
  return {
    seed: salesSeed,
    index,
    rng: new Rng(hashSeed(salesSeed, 'listing', index)),
    top: topCategoryDeck[index % topCategoryDeck.length]!,
    cityId: seller.cityId,
    slugSuffix: slugSuffix(salesSeed, index),
    seller,
  };
};
