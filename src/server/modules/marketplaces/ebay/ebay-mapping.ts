import { mediaUrl } from '../../media/media-url';
import type { MarketplaceListing } from '../marketplaces.repository';
import { type EbayInventoryItem, type EbayOfferBody, ebayMarketplaceId } from './ebay-client';

/** Our conditions (spec §3) as eBay's ConditionEnum values. */
const ebayConditionOf: Record<MarketplaceListing['condition'], string> = {
  new: 'NEW',
  excellent: 'USED_EXCELLENT',
  good: 'USED_GOOD',
  fair: 'USED_ACCEPTABLE',
  refurbished: 'SELLER_REFURBISHED',
};

/** eBay allows at most 24 pictures per listing. */
const maxImages = 24;

export function ebayListingUrl(environment: 'sandbox' | 'production', listingId: string): string {
  const host = environment === 'sandbox' ? 'https://www.sandbox.ebay.de' : 'https://www.ebay.de';
  return `${host}/itm/${encodeURIComponent(listingId)}`;
}

/** The stable SKU of a listing on eBay: the same on every retry, so nothing is listed twice. */
export function skuOf(listingId: string): string {
  return `kk-${listingId}`;
}

const aspectName = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/^\w/, (letter) => letter.toUpperCase());

/** Item specifics from the category attributes: every value becomes a list of strings. */
export function aspectsOf(attributes: Record<string, unknown>): Record<string, string[]> {
  const aspects: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(attributes)) {
    const values = (Array.isArray(value) ? value : [value])
      .filter((item) => ['string', 'number', 'boolean'].includes(typeof item))
      .map((item) => (typeof item === 'boolean' ? (item ? 'Ja' : 'Nein') : String(item).trim()))
      .filter((item) => item.length > 0 && item.length <= 65);
    if (values.length > 0) aspects[aspectName(key).slice(0, 40)] = values.slice(0, 30);
  }
  return aspects;
}

export function inventoryItemOf(listing: MarketplaceListing, publicUrl: string): EbayInventoryItem {
  return {
    availability: { shipToLocationAvailability: { quantity: Math.max(1, listing.quantity) } },
    condition: ebayConditionOf[listing.condition],
    product: {
      title: listing.title.slice(0, 80),
      description: listing.description,
      aspects: aspectsOf(listing.attributes),
      imageUrls: listing.storageKeys.slice(0, maxImages).map((key) => `${publicUrl}${mediaUrl(key, 'zoom')}`),
    },
  };
}

export interface SellerSetup {
  merchantLocationKey: string;
  fulfillmentPolicyId: string;
  paymentPolicyId: string;
  returnPolicyId: string;
}

export function offerOf(
  listing: MarketplaceListing,
  sku: string,
  categoryId: string,
  setup: SellerSetup,
): EbayOfferBody {
  return {
    sku,
    marketplaceId: ebayMarketplaceId,
    format: 'FIXED_PRICE',
    availableQuantity: Math.max(1, listing.quantity),
    categoryId,
    listingDescription: listing.description,
    listingPolicies: {
      fulfillmentPolicyId: setup.fulfillmentPolicyId,
      paymentPolicyId: setup.paymentPolicyId,
      returnPolicyId: setup.returnPolicyId,
    },
    merchantLocationKey: setup.merchantLocationKey,
    pricingSummary: { price: { value: (listing.priceCents / 100).toFixed(2), currency: 'EUR' } },
  };
}
