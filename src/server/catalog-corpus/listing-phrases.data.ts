import type { ListingCondition } from '@shared/listings/listing.schema';
import type { Bi } from './listing-template-helpers';

export const conditionSentences: Record<ListingCondition, Bi[]> = {
  new: [
    [
      'Neu und unbenutzt, nur für die Fotos ausgepackt.',
      'Brand new and unused, only unboxed for the photos.',
    ],
    ['Originalverpackt, war leider ein Fehlkauf.', 'Still in its original packaging; it was an impulse buy.'],
    ['Nagelneu und nie benutzt.', 'Brand new, never used.'],
  ],
  excellent: [
    ['Zustand wie neu, keinerlei Gebrauchsspuren.', 'Like new, no signs of use at all.'],
    ['Sehr gepflegt und kaum benutzt.', 'Very well looked after and hardly used.'],
    ['Neuwertig, wurde nur wenige Male benutzt.', 'As good as new, only used a handful of times.'],
  ],
  good: [
    [
      'Guter gebrauchter Zustand mit leichten, normalen Gebrauchsspuren.',
      'Good used condition with light, normal signs of wear.',
    ],
    [
      'Gebraucht, aber gut erhalten, kleine Spuren sieht man auf den Fotos.',
      'Used but well kept; you can see the small marks in the photos.',
    ],
    [
      'Normale Gebrauchsspuren, sonst ist alles intakt.',
      'Normal signs of use, otherwise everything is intact.',
    ],
  ],
  fair: [
    [
      'Deutliche Gebrauchsspuren, die sich im Preis widerspiegeln.',
      'Clear signs of wear, which is reflected in the price.',
    ],
    ['Hat ein paar Macken, ist aber voll nutzbar.', 'Has a few knocks but is fully usable.'],
    [
      'Sichtbar gebraucht, bitte die Fotos genau anschauen.',
      'Visibly used, so please look closely at the photos.',
    ],
  ],
  refurbished: [
    [
      'Vom Fachhändler generalüberholt, mit 9 Monaten Restgarantie.',
      'Professionally refurbished by a dealer, with 9 months of warranty left.',
    ],
    [
      'Professionell aufbereitet und geprüft, die Rechnung des Refurbishers liegt bei.',
      "Professionally refurbished and tested; the refurbisher's invoice is included.",
    ],
  ],
};

/** `{place}` is replaced with the pickup area, e.g. "Köln-Ehrenfeld". */
export const logisticsSentences = {
  pickupOnly: [
    ['Nur Abholung in {place}.', 'Pickup only, in {place}.'],
    ['Abholung in {place}, kein Versand.', 'Collection from {place}, no shipping.'],
  ],
  shippingOnly: [
    ['Nur Versand, Abholung ist leider nicht möglich.', 'Shipping only; pickup is not possible, sorry.'],
    ['Versand innerhalb von 1–2 Tagen nach Zahlungseingang.', 'Ships within 1–2 days of payment.'],
  ],
  both: [
    ['Abholung in {place} oder Versand gegen Aufpreis.', 'Pickup in {place} or shipping at extra cost.'],
    [
      'Gern Abholung in {place}, Versand ist auch möglich.',
      'Happy for you to collect in {place}; shipping is possible too.',
    ],
  ],
  sameDay: [
    [
      'Innerhalb der Stadt auch Lieferung am selben Tag per Kurier.',
      'Same-day courier delivery within the city is available too.',
    ],
  ],
} satisfies Record<string, Bi[]>;

export const closingSentences = {
  any: [
    ['Privatverkauf, daher keine Garantie oder Rücknahme.', 'Private sale, so no warranty or returns.'],
    ['Bei Fragen einfach melden!', 'Feel free to message me with any questions!'],
    ['Tierfreier Nichtraucherhaushalt.', 'Smoke-free, pet-free home.'],
  ],
  negotiable: [
    ['Preis ist VB, faire Angebote sind willkommen.', 'Price is negotiable; fair offers welcome.'],
    ['Über den Preis lässt sich reden.', 'Open to reasonable offers.'],
  ],
  fixed: [['Festpreis, bitte keine Tauschangebote.', 'Price is firm, no swaps please.']],
} satisfies Record<string, Bi[]>;

/**
 * Closing words of a give-away (zu verschenken). Kept apart from `closingSentences`, which the
 * drafting vocabulary reads, so adding them changed nothing the AI knows.
 */
export const giveAwaySentences = [
  ['Zu verschenken an jemanden, der es noch braucht.', 'Free to give away to someone who can use it.'],
  ['Gebe ich gratis ab, Hauptsache es wird noch genutzt.', 'Free to a good home, as long as it gets used.'],
  ['Kostenlos abzugeben, wer zuerst kommt.', 'Free, first come first served.'],
] satisfies Bi[];

/** Generic bullet points that fill a listing up to three to five features. */
export const fillerFeatures = {
  any: [
    ['Nichtraucherhaushalt', 'Smoke-free home'],
    ['Privatverkauf', 'Private sale'],
  ],
  shipping: [['Versand versichert möglich', 'Insured shipping available']],
  pickup: [['Abholung möglich', 'Pickup available']],
} satisfies Record<string, Bi[]>;

export const imageViews: Bi[] = [
  ['Vorderansicht', 'front view'],
  ['Detailansicht', 'close-up'],
  ['Seitenansicht', 'side view'],
];
