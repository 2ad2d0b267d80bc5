import { z } from 'zod';

/**
 * How a listing is priced, as German marketplace users know it (issue 15): a fixed price
 * (Festpreis), a price open to offers (VB, Verhandlungsbasis), or free to give away
 * (zu verschenken, price 0). Offers make sense only for `negotiable`. ADR 042.
 */
export const priceKinds = ['fixed', 'negotiable', 'free'] as const;
export type PriceKind = (typeof priceKinds)[number];

export const priceKindSchema = z.enum(priceKinds);

export const defaultPriceKind: PriceKind = 'fixed';

/** Whether a buyer can make an offer on a listing of this kind. */
export const acceptsOffers = (kind: PriceKind): boolean => kind === 'negotiable';

/** Whether the listing carries a price at all: a give-away's price is 0 whatever was typed. */
export const hasPrice = (kind: PriceKind): boolean => kind !== 'free';

/**
 * The spec's detail field `priceFlexibility` (negotiable | fixed) from the kind: a give-away is not
 * negotiable, so it reads as fixed there; `priceKind` beside it tells it apart.
 */
export const priceFlexibilityOf = (kind: PriceKind): 'negotiable' | 'fixed' =>
  kind === 'negotiable' ? 'negotiable' : 'fixed';
