/**
 * How a listing is priced, as German marketplace users know it (issue 15): a fixed price
 * (Festpreis), a price open to offers (VB, Verhandlungsbasis), or free to give away
 * (zu verschenken, price 0). Offers make sense only for `negotiable`.
 */
export const priceKinds = ['fixed', 'negotiable', 'free'] as const;
export type PriceKind = (typeof priceKinds)[number];

export const defaultPriceKind: PriceKind = 'fixed';

/** Whether a buyer can make an offer on a listing of this kind. */
export const acceptsOffers = (kind: PriceKind): boolean => kind === 'negotiable';
