import type { Db } from '../../../db/database';
import { suggestPriceForFields } from '../../pricing/pricing.service';
import type { RecommendPrice } from './listing-checks.service';

/** The pricing module's recommendation for the caller, as the deviation check takes it. */
export function priceRecommenderFor(db: Db, sellerId: string): RecommendPrice {
  return (fields) => suggestPriceForFields(db, sellerId, fields);
}
