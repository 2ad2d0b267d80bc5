import type { ListingCondition } from '../../src/shared/listings/listing.schema';
import type { PriceKind } from '../../src/shared/listings/price-kind';

/** A generated photo: printed text on a label, clothing tag, book cover or box, rendered by `label-images.ts`. */
export interface EvalPhoto {
  kind: 'label' | 'tag' | 'cover' | 'box';
  lines: string[];
}

/**
 * Facts the seller said out loud, which the draft must keep exactly (issue 15: "what the seller
 * says wins"). An absent key means it was not said.
 */
export interface SaidFacts {
  /** EUR, as said ("2.200 Euro VB" -> 2200). */
  price?: number;
  priceKind?: PriceKind;
  /** A place slug of the gazetteer ("koeln", "kreuzberg"). */
  place?: string;
  pickup?: boolean;
  shipping?: boolean;
  /** Units sold one by one ("drei Stück, je 10 Euro"); a set sold together stays 1. */
  quantity?: number;
  /** Category attributes said (vehicles: firstRegistrationYear, mileageKm, powerKw, engineCc, fuel). */
  attributes?: Record<string, string | number>;
}

/** What a careful human would put in the listing; an absent key means "not said and not visible". */
export interface EvalExpectation {
  categoryId: string;
  brand?: string;
  size?: string;
  colour?: string;
  condition?: ListingCondition;
  /**
   * What the item sells for used on Kleinanzeigen in EUR [low, high], for this condition and
   * set size; a free give-away is [0, 0].
   */
  priceRange?: [number, number];
  /** Words a buyer searches for that the title must name (folded, any order): model, size, capacity. */
  titleFacts?: string[];
  said?: SaidFacts;
}

export interface EvalCase {
  id: string;
  language: 'de' | 'en';
  /** Spoken-style, as a seller would say it into the microphone; '' for photo-only cases. */
  transcript: string;
  photos?: EvalPhoto[];
  expected: EvalExpectation;
}

/**
 * Every third case is held out: the understanding code was improved while looking only at
 * failures of the other two thirds, so the held-out figures show how well it generalises.
 */
export const isHeldOut = (index: number) => index % 3 === 2;

export const evalCase = (
  id: string,
  language: 'de' | 'en',
  transcript: string,
  expected: EvalExpectation,
  photos?: EvalPhoto[],
): EvalCase => ({ id, language, transcript, expected, ...(photos ? { photos } : {}) });
