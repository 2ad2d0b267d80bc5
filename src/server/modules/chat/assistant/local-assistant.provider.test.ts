import { assistantAutoSendMinConfidence } from '@shared/chat/chat-assistant.schema';
import { describe, expect, it } from 'vitest';
import { type ListingFactsSource, listingFactsOf } from './assistant-facts';
import { answerLocally } from './local-assistant.provider';

const table: ListingFactsSource = {
  title: 'Esstisch Eiche',
  description: 'Massiver Esstisch aus Eiche. Leichte Kratzer an der Tischkante, sonst top.',
  language: 'de',
  status: 'PUBLISHED',
  categoryId: 'home-furniture-tables',
  condition: 'good',
  priceCents: 12_000,
  priceKind: 'negotiable',
  attributes: { widthCm: 160, depthCm: 90, heightCm: 75 },
  offersPickup: true,
  shippingOptions: [
    {
      id: 'pickup',
      label: 'Abholung',
      price: 0,
      currency: 'EUR',
      estimated: 'nach Absprache',
      type: 'pickup',
    },
    {
      id: 'shipping-dhl',
      label: 'DHL',
      price: 5.49,
      currency: 'EUR',
      estimated: '2-3 Werktage',
      type: 'shipping',
      carrier: 'DHL',
    },
  ],
  soldAt: null,
  reservedAt: null,
  placeLabel: 'Köln',
};
const facts = (overrides: Partial<ListingFactsSource> = {}) => listingFactsOf({ ...table, ...overrides });

describe('answerLocally', () => {
  it('answers availability in German, sure enough to send on its own', () => {
    const answer = answerLocally('Ist das noch da?', facts());
    expect(answer.isEscalated).toBe(false);
    expect(answer.language).toBe('de');
    expect(answer.suggestions).toHaveLength(1);
    expect(answer.suggestions[0]).toMatchObject({
      topic: 'availability',
      text: 'Hallo! Ja, „Esstisch Eiche“ ist noch zu haben.',
    });
    expect(answer.suggestions[0]!.confidence).toBeGreaterThanOrEqual(assistantAutoSendMinConfidence);
  });

  it('answers in English when the buyer writes English on a German listing, and says reserved or sold', () => {
    expect(answerLocally('still available?', facts({ reservedAt: new Date() })).suggestions[0]!.text).toBe(
      "Hi! “Esstisch Eiche” is reserved at the moment. If the sale falls through, I'll let you know.",
    );
    expect(answerLocally('noch zu haben?', facts({ soldAt: new Date() })).suggestions[0]!.text).toBe(
      'Hallo! Tut mir leid, „Esstisch Eiche“ ist schon verkauft.',
    );
  });

  it('names the shipping options with prices in the buyer’s format', () => {
    expect(answerLocally('was kostet der Versand nach München', facts()).suggestions[0]!.text).toBe(
      'Versand ist möglich: DHL für 5,49\u00a0€.',
    );
    expect(answerLocally('Do you ship to Vienna?', facts()).suggestions[0]!.text).toBe(
      'Shipping is possible: DHL for €5.49.',
    );
    expect(answerLocally('Versand möglich?', facts({ shippingOptions: [] })).suggestions[0]!.text).toBe(
      'Versand biete ich bei diesem Artikel leider nicht an. Abholung in Köln ist möglich.',
    );
  });

  it('offers pickup at the listing’s place, less sure when the buyer names a day', () => {
    const plain = answerLocally('Kann ich abholen?', facts()).suggestions[0]!;
    const withDay = answerLocally('Kann ich morgen abholen?', facts()).suggestions[0]!;
    expect(plain.text).toBe(
      'Abholung in Köln ist möglich. Wann passt es dir? Dann machen wir eine Uhrzeit aus.',
    );
    expect(withDay.text).toContain('Ich schaue, ob deine Zeit bei mir passt');
    expect(withDay.confidence).toBeLessThan(assistantAutoSendMinConfidence);
  });

  it('gives the measurements of a category with size fields, and promises them when missing', () => {
    expect(answerLocally('Maße?', facts()).suggestions[0]!.text).toBe(
      'Die Maße: Breite 160 cm, Tiefe 90 cm und Höhe 75 cm.',
    );
    expect(answerLocally('how big is it', facts()).suggestions[0]!.text).toBe(
      'The measurements: Width 160 cm, Depth 90 cm and Height 75 cm.',
    );
    const missing = answerLocally('wie groß ist der Tisch', facts({ attributes: {} })).suggestions[0]!;
    expect(missing.text).toBe('Ich messe nach und melde mich gleich bei dir.');
    expect(missing.confidence).toBeLessThan(0.5);
  });

  it('quotes the seller’s own sentence about scratches', () => {
    const answer = answerLocally('Kratzer?', facts()).suggestions[0]!;
    expect(answer.text).toBe(
      'Der Zustand ist „Gut“. Aus der Beschreibung: „Leichte Kratzer an der Tischkante, sonst top.“',
    );
    const vague = answerLocally('any scratches', facts({ description: 'Solid oak table.' })).suggestions[0]!;
    expect(vague.text).toBe(
      'The condition is “Good”. Everything I noticed is in the description and the photos.',
    );
    expect(vague.confidence).toBeLessThan(assistantAutoSendMinConfidence);
  });

  it('says whether the price is negotiable, and hands a concrete offer to the seller', () => {
    expect(answerLocally('Geht da noch was am Preis', facts()).suggestions[0]!.text).toBe(
      'Der Preis ist verhandelbar, mach gern einen Preisvorschlag.',
    );
    expect(answerLocally('letzter Preis?', facts({ priceKind: 'fixed' })).suggestions[0]!.text).toBe(
      'Der Preis von 120\u00a0€ ist ein Festpreis.',
    );
    const offer = answerLocally('würdest du 50 nehmen', facts());
    expect(offer.isEscalated).toBe(true);
    expect(offer.escalationReason).toBe('offer');
    expect(offer.suggestions[0]!.topic).toBe('price');
    expect(offer.suggestions[0]!.confidence).toBeLessThan(assistantAutoSendMinConfidence);
  });

  it('suggests nothing on a complaint, a refund, an off-platform request or an unclear message', () => {
    for (const [message, reason] of [
      ['defekt angekommen', 'complaint'],
      ['I want a refund', 'complaint'],
      ['Schick mir deine Handynummer', 'unsafe'],
      ['Hallo', 'unclear'],
    ] as const) {
      const answer = answerLocally(message, facts());
      expect(answer).toMatchObject({ isEscalated: true, escalationReason: reason, suggestions: [] });
    }
  });

  it('answers two questions in one reply first, in reply order', () => {
    const answer = answerLocally('Kann ich abholen und ist der noch da?', facts());
    expect(answer.suggestions.map((suggestion) => suggestion.id)).toEqual(
      expect.arrayContaining(['combined', 'availability', 'pickup']),
    );
    expect(answer.suggestions[0]!.id).toBe('combined');
    expect(answer.suggestions[0]!.text).toMatch(
      /^Hallo! Ja, „Esstisch Eiche“ ist noch zu haben\. Abholung in Köln/,
    );
  });
});
