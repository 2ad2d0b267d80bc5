import type { ShippingOption } from '@shared/listings/listing.schema';
import {
  type DraftShippingOption,
  type ListingDraftFields,
  shippingCarriers,
  shippingOptionsMax,
} from '@shared/listings/listing-editor.schema';
import { serverText, type TextParams } from '../../core/server-texts';

/**
 * The hand-over of a listing both ways: the editor's fields (pickup, carriers with price and
 * days, same day) become spec §3 `shippingOptions` with labels in the listing's language (from the
 * server-listings catalogue, ADR 039), and an
 * edit draft reads them back into fields. The round trip is tested in both languages.
 */
export type HandOverFields = Pick<
  ListingDraftFields,
  'offersPickup' | 'offersShipping' | 'shippingOptions' | 'offersSameDay' | 'sameDayPrice'
>;

const carrierNames: Record<DraftShippingOption['carrier'], string> = {
  dhl: 'DHL',
  hermes: 'Hermes',
  dpd: 'DPD',
  gls: 'GLS',
  'deutsche-post': 'Deutsche Post',
};
const defaultEstimatedDays = '2-3';

/** Spec §3 shippingOptions in the listing's language, in the order pickup, shipping, same day. */
export function toShippingOptions(
  fields: HandOverFields & Pick<ListingDraftFields, 'language'>,
): ShippingOption[] {
  const text = (key: string, params?: TextParams) =>
    serverText(`server-listings:handOver.${key}`, fields.language, params);
  const options: ShippingOption[] = [];
  if (fields.offersPickup) {
    options.push({
      id: 'pickup',
      label: text('pickup.label'),
      price: 0,
      currency: 'EUR',
      estimated: text('pickup.estimated'),
      type: 'pickup',
    });
  }
  if (fields.offersShipping) {
    for (const option of fields.shippingOptions) {
      const days = option.estimatedDays.trim() || defaultEstimatedDays;
      options.push({
        id: `shipping-${option.carrier}`,
        label: carrierNames[option.carrier],
        price: option.price,
        currency: 'EUR',
        estimated: text('shipping.estimated', { days }),
        type: 'shipping',
        carrier: carrierNames[option.carrier],
      });
    }
  }
  if (fields.offersSameDay) {
    options.push({
      id: 'sameday',
      label: text('sameDay.label'),
      price: fields.sameDayPrice ?? 0,
      currency: 'EUR',
      estimated: text('sameDay.estimated'),
      type: 'sameday',
    });
  }
  return options;
}

function carrierOf(option: ShippingOption): DraftShippingOption['carrier'] | undefined {
  const fromId = option.id.replace(/^shipping-/, '');
  const known = shippingCarriers.find((carrier) => carrier === fromId);
  if (known) return known;
  const name = (option.carrier ?? option.label).trim().toLowerCase();
  return shippingCarriers.find((carrier) => carrierNames[carrier].toLowerCase() === name);
}

/** "2-3 days", "2-3 Werktage" (server-listings:handOver.shipping.estimated) and the seed's "2–3 business days" all mean "2-3". */
function estimatedDaysOf(estimated: string): string {
  return estimated
    .trim()
    .replace(/\s+(business days|days|Werktage)$/, '')
    .slice(0, 20);
}

/**
 * The fields behind a listing's shippingOptions, whatever language their labels are in. A
 * carrier the editor does not offer (a seeded listing's) is left out, so the seller picks again.
 */
export function handOverOf(options: readonly ShippingOption[]): HandOverFields {
  const shipping = options
    .flatMap((option): DraftShippingOption[] => {
      const carrier = option.type === 'shipping' ? carrierOf(option) : undefined;
      return carrier
        ? [{ carrier, price: option.price, estimatedDays: estimatedDaysOf(option.estimated) }]
        : [];
    })
    .slice(0, shippingOptionsMax);
  const sameDay = options.find((option) => option.type === 'sameday');
  return {
    offersPickup: options.some((option) => option.type === 'pickup'),
    offersShipping: shipping.length > 0,
    shippingOptions: shipping,
    offersSameDay: sameDay !== undefined,
    sameDayPrice: sameDay ? sameDay.price : null,
  };
}
