/** Issue 18: a seller who sells commercially declares it (Art. 30 DSA trader information). */
export const sellerKinds = ['private', 'trader'] as const;
export type SellerKind = (typeof sellerKinds)[number];
