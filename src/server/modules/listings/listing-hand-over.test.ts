import { type Language, languages } from '@shared/i18n/languages';
import { listingDraftFieldsSchema } from '@shared/listings/listing-editor.schema';
import { describe, expect, it } from 'vitest';
import { handOverOf, toShippingOptions } from './listing-hand-over';

const fields = (language: Language) =>
  listingDraftFieldsSchema.parse({
    language,
    offersPickup: true,
    offersShipping: true,
    shippingOptions: [
      { carrier: 'dhl', price: 5.49, estimatedDays: '2-3' },
      { carrier: 'deutsche-post', price: 1.8, estimatedDays: '' },
    ],
    offersSameDay: true,
    sameDayPrice: 9,
  });

describe('listing hand-over', () => {
  it('writes spec §3 shipping options in the listing’s language', () => {
    expect(
      toShippingOptions(fields('de')).map((option) => [option.type, option.label, option.estimated]),
    ).toEqual([
      ['pickup', 'Abholung', 'nach Absprache'],
      ['shipping', 'DHL', '2-3 Werktage'],
      ['shipping', 'Deutsche Post', '2-3 Werktage'],
      ['sameday', 'Lieferung am selben Tag', 'heute'],
    ]);
    expect(toShippingOptions(fields('en'))[1]).toMatchObject({ id: 'shipping-dhl', estimated: '2-3 days' });
  });

  it.each(languages)('reads them back into the editor’s fields (%s)', (language) => {
    expect(handOverOf(toShippingOptions(fields(language)))).toEqual({
      offersPickup: true,
      offersShipping: true,
      shippingOptions: [
        { carrier: 'dhl', price: 5.49, estimatedDays: '2-3' },
        // An empty estimate was published as the default.
        { carrier: 'deutsche-post', price: 1.8, estimatedDays: '2-3' },
      ],
      offersSameDay: true,
      sameDayPrice: 9,
    });
  });

  it('reads the demo seed’s carriers by name and leaves unknown ones out', () => {
    const handOver = handOverOf([
      {
        id: 'dhl-paket',
        label: 'DHL Paket bis 5 kg',
        price: 6.99,
        currency: 'EUR',
        estimated: '1–2 business days',
        type: 'shipping',
        carrier: 'DHL',
      },
      {
        id: 'courier',
        label: 'Bike courier',
        price: 12,
        currency: 'EUR',
        estimated: 'today',
        type: 'shipping',
      },
    ]);
    expect(handOver).toEqual({
      offersPickup: false,
      offersShipping: true,
      shippingOptions: [{ carrier: 'dhl', price: 6.99, estimatedDays: '1–2' }],
      offersSameDay: false,
      sameDayPrice: null,
    });
    expect(handOverOf([])).toMatchObject({ offersPickup: false, offersShipping: false, shippingOptions: [] });
  });
});
