import { describe, expect, it } from 'vitest';
import { priceTextOf, renderNotificationText, savedSearchMatchKind } from './notification-text';

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
