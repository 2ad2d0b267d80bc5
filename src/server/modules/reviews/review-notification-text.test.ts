import { describe, expect, it } from 'vitest';
import {
  renderNotificationText,
  reviewReceivedKind,
  reviewRequestedKind,
} from '../notifications/notification-text';

describe('review notification texts', () => {
  it('tells the seller the rating, who wrote it (or that it is anonymous) and about which listing', () => {
    const payload = { rating: 4, listingTitle: 'Oak desk', reviewerName: 'Ben' };
    expect(renderNotificationText(reviewReceivedKind, payload, 'en')).toEqual({
      title: 'New review: 4 of 5 stars',
      description: 'Ben about “Oak desk”',
    });
    expect(renderNotificationText(reviewReceivedKind, { ...payload, reviewerName: null }, 'de')).toEqual({
      title: 'Neue Bewertung: 4 von 5 Sternen',
      description: 'Anonym zu „Oak desk“',
    });
  });

  it('asks the buyer for a review in their language', () => {
    const payload = { sellerName: 'Rita', listingTitle: 'Oak desk' };
    expect(renderNotificationText(reviewRequestedKind, payload, 'de')).toEqual({
      title: 'Wie war dein Kauf?',
      description: 'Rita bittet um eine Bewertung zu „Oak desk“',
    });
  });
});
