import type { ListingCondition } from '@shared/listings/listing.schema';
import type { PriceKind } from '@shared/listings/price-kind';

/**
 * What the price engine needs to know about an item (ADR 047). Drafting passes what it
 * understood; the editor passes the draft's fields. Every field but the category is optional:
 * the engine prices from what it has and says how confident it is.
 */
export interface PriceReferenceInput {
  /** A leaf id of the catalogue taxonomy (`src/shared/catalog`); unknown ids get no price. */
  categoryId: string;
  brand?: string | null;
  /** The model as said or read ("iPhone 13 128 GB", "MT-07", "Kallax 4x4"). */
  model?: string | null;
  condition?: ListingCondition | null;
  /**
   * How many pieces the listing sells together as one lot, for one price ("six chairs" → 6,
   * "200 cards" → 200); the engine prices them per piece with a set discount. Not the listing's
   * quantity of units sold one by one ("drei Stück, je 10 Euro"): that price is per unit, so
   * leave this out. Without it the engine counts pieces in `text` itself.
   */
  quantity?: number | null;
  /** Year of first registration or purchase, e.g. 2019. */
  year?: number | null;
  /** Vehicles only. */
  mileageKm?: number | null;
  /** Title and description, or the transcript: matched for known items, sizes and set words. */
  text?: string | null;
  /** A give-away ('free') gets no suggestion: its price is 0. */
  priceKind?: PriceKind | null;
}

export type { PriceBasis, PriceConfidence } from '@shared/pricing/pricing.schema';
