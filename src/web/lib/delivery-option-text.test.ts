import de from '@shared/i18n/locales/de/common.json';
import en from '@shared/i18n/locales/en/common.json';
import type { ShippingOption } from '@shared/listings/listing.schema';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { localisedOption } from './delivery-option-text';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ resources: { en: { common: en }, de: { common: de } }, lng: 'en' });
});
const tIn = (language: 'en' | 'de') => i18n.getFixedT(language, 'common') as TFunction;

const shipping = (estimated: string): ShippingOption => ({
  id: 'dhl-paket',
  label: 'DHL Paket',
  price: 5.49,
  currency: 'EUR',
  estimated,
  type: 'shipping',
});

describe('delivery options in the page language, whatever the listing was written in', () => {
  it.each([
    ['de', '2–3 business days', '2–3 Werktage'],
    ['de', '1 day', '1 Werktag'],
    ['en', '2-3 Werktage', '2–3 business days'],
    ['en', 'by courier', 'by courier'],
  ] as const)('%s: "%s" reads "%s"', (language, stored, shown) => {
    const t = tIn(language);
    expect(localisedOption(shipping(stored), t).estimated).toBe(shown);
  });

  it('names pickup by its type, not by the stored label', () => {
    const t = tIn('de');
    const pickup: ShippingOption = {
      ...shipping('by arrangement'),
      id: 'pickup',
      label: 'Pickup',
      type: 'pickup',
    };
    expect(localisedOption(pickup, t)).toEqual({ label: 'Abholung', estimated: 'nach Absprache' });
  });
});
