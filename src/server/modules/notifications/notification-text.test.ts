import { describe, expect, it } from 'vitest';
import {
  chatOfferKind,
  priceTextOf,
  renderNotificationText,
  savedSearchMatchKind,
} from './notification-text';

describe('saved-search match texts', () => {
  it('says the price after the title, and a give-away instead of "0 €" (ADR 042)', () => {
    expect(priceTextOf(4_500, 'de')).toMatch(/^für 45\s€$/);
    expect(priceTextOf(4_500, 'en')).toBe('for €45');
    expect(priceTextOf(0, 'de')).toBe('– zu verschenken');
    const payload = { label: 'Sofas', listingTitle: 'Graues Sofa', priceCents: 0 };
    expect(renderNotificationText(savedSearchMatchKind, payload, 'de').description).toBe(
      'Graues Sofa – zu verschenken',
    );
    expect(renderNotificationText(savedSearchMatchKind, payload, 'en').description).toBe(
      'Graues Sofa – free to give away',
    );
  });
});

describe('offer notification texts (issue 16)', () => {
  const payload = { listingTitle: 'Graues Sofa', amountCents: 12_050, actorName: 'Bea' };

  it('names the event and the amount with cents, in both languages', () => {
    expect(renderNotificationText(chatOfferKind, { ...payload, event: 'counter' }, 'en')).toEqual({
      title: 'Counter-offer: €120.50',
      description: 'Bea on “Graues Sofa”',
    });
    const german = renderNotificationText(chatOfferKind, { ...payload, event: 'accepted' }, 'de');
    expect(german.title).toMatch(/^Preisvorschlag angenommen: 120,50\s€$/);
    expect(german.description).toBe('Bea zu „Graues Sofa“');
  });

  it('falls back to the general text for an event it does not know', () => {
    expect(renderNotificationText(chatOfferKind, { ...payload, event: 'unknown' }, 'en').title).toBe(
      'News from Kleinkram',
    );
  });
});
