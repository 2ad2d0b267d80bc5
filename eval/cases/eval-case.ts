import type { ListingCondition } from '../../src/shared/listings/listing.schema';

/** A generated photo: printed text on a label, clothing tag, book cover or box, rendered by `label-images.ts`. */
export interface EvalPhoto {
  kind: 'label' | 'tag' | 'cover' | 'box';
  lines: string[];
}

/** What a careful human would put in the listing; an absent key means "not said and not visible". */
export interface EvalExpectation {
  categoryId: string;
  brand?: string;
  size?: string;
  colour?: string;
  condition?: ListingCondition;
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
