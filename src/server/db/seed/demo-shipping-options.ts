import type { Language } from '@shared/i18n/languages';
import type { ShippingOption } from '@shared/listings/listing.schema';
import type { ParcelClass } from '../../catalog-corpus/listing-template.types';
import type { Rng } from '../../catalog-corpus/prng';

export interface Fulfilment {
  pickup: boolean;
  shipping: boolean;
  sameDay: boolean;
}

type Carrier = Omit<ShippingOption, 'currency' | 'estimated' | 'type' | 'label'> & {
  label: [de: string, en: string];
  estimated: [de: string, en: string];
};

const businessDays = (range: string): [string, string] => [`${range} Werktage`, `${range} business days`];

const carriersByParcel: Record<ParcelClass, Carrier[]> = {
  letter: [
    {
      id: 'deutsche-post-grossbrief',
      label: ['Deutsche Post Großbrief', 'Deutsche Post large letter'],
      price: 1.8,
      estimated: businessDays('1–3'),
      carrier: 'Deutsche Post',
    },
    {
      id: 'dhl-kleinpaket',
      label: ['DHL Kleinpaket', 'DHL small parcel'],
      price: 3.99,
      estimated: businessDays('2–3'),
      carrier: 'DHL',
    },
  ],
  small: [
    {
      id: 'dhl-kleinpaket',
      label: ['DHL Kleinpaket', 'DHL small parcel'],
      price: 3.99,
      estimated: businessDays('2–3'),
      carrier: 'DHL',
    },
    {
      id: 'hermes-paeckchen',
      label: ['Hermes Päckchen', 'Hermes small parcel'],
      price: 4.5,
      estimated: businessDays('2–4'),
      carrier: 'Hermes',
    },
    {
      id: 'dhl-paket',
      label: ['DHL Paket bis 2 kg', 'DHL parcel up to 2 kg'],
      price: 5.49,
      estimated: businessDays('1–2'),
      carrier: 'DHL',
    },
  ],
  medium: [
    {
      id: 'dhl-paket',
      label: ['DHL Paket bis 5 kg', 'DHL parcel up to 5 kg'],
      price: 6.99,
      estimated: businessDays('1–2'),
      carrier: 'DHL',
    },
    {
      id: 'hermes-paket',
      label: ['Hermes Paket M', 'Hermes parcel M'],
      price: 6.5,
      estimated: businessDays('2–3'),
      carrier: 'Hermes',
    },
    {
      id: 'gls-paket',
      label: ['GLS Paket', 'GLS parcel'],
      price: 6.49,
      estimated: businessDays('1–3'),
      carrier: 'GLS',
    },
  ],
  bulky: [
    {
      id: 'hermes-xxl',
      label: ['Hermes XXL-Paket', 'Hermes XXL parcel'],
      price: 39,
      estimated: businessDays('3–5'),
      carrier: 'Hermes',
    },
    {
      id: 'spedition',
      label: ['Spedition, bis zur Bordsteinkante', 'Freight delivery to the kerb'],
      price: 59,
      estimated: businessDays('5–10'),
      carrier: 'Spedition',
    },
  ],
};

/** Spec §3 shippingOptions, labelled in the listing's language; prices in EUR decimals. */
export function buildShippingOptions(
  rng: Rng,
  parcel: ParcelClass,
  fulfilment: Fulfilment,
  lang: Language,
  pickupPlace: string,
): ShippingOption[] {
  const text = ([de, en]: [string, string]) => (lang === 'de' ? de : en);
  const options: ShippingOption[] = [];
  if (fulfilment.shipping) {
    const carriers = rng.sample(carriersByParcel[parcel], parcel === 'bulky' ? 1 : rng.int(1, 2));
    carriers.sort((a, b) => a.price - b.price);
    carriers.forEach((carrier, index) => {
      // Freight is quoted per item; the spec's examples run up to 69 EUR.
      const price = carrier.id === 'spedition' ? rng.pick([49, 59, 69]) : carrier.price;
      options.push({
        id: carrier.id,
        label: text(carrier.label),
        price,
        currency: 'EUR',
        estimated: text(carrier.estimated),
        type: 'shipping',
        ...(carrier.carrier ? { carrier: carrier.carrier } : {}),
        ...(index === 0 ? { highlight: true } : {}),
      });
    });
  }
  if (fulfilment.pickup) {
    options.push({
      id: 'pickup',
      label: lang === 'de' ? `Abholung in ${pickupPlace}` : `Pickup in ${pickupPlace}`,
      price: 0,
      currency: 'EUR',
      estimated: lang === 'de' ? 'nach Absprache' : 'by arrangement',
      type: 'pickup',
      ...(fulfilment.shipping ? {} : { highlight: true }),
    });
  }
  if (fulfilment.sameDay) {
    options.push({
      id: 'sameday-courier',
      label: lang === 'de' ? 'Kurier am selben Tag' : 'Same-day courier',
      price: parcel === 'bulky' ? 29.9 : 9.9,
      currency: 'EUR',
      estimated: lang === 'de' ? 'heute bis 20 Uhr' : 'today by 8 pm',
      type: 'sameday',
      carrier: lang === 'de' ? 'Stadtkurier' : 'City courier',
    });
  }
  return options;
}
