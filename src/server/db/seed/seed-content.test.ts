import { describe, expect, it } from 'vitest';
import { artKinds } from '../../catalog-corpus/illustration-kinds';
import { listingTemplates } from '../../catalog-corpus/listing-templates.data';
import { generateDemoListings } from './demo-listing-generator';
import { generateDemoReviews } from './demo-review-generator';
import { demoUsers, roleUsers } from './demo-users.data';
import { illustrationSvg } from './illustration-scene';

describe('demo users', () => {
  it('has one account per role with the documented credentials', () => {
    expect(roleUsers.map((user) => [user.email, user.password, user.roles])).toEqual([
      ['admin@kleinkram.local', 'admin-demo-password', ['admin', 'buyer', 'seller']],
      ['moderator@kleinkram.local', 'moderator-demo-password', ['moderator', 'buyer']],
      ['seller@kleinkram.local', 'seller-demo-password', ['buyer', 'seller']],
      ['buyer@kleinkram.local', 'buyer-demo-password', ['buyer']],
    ]);
  });

  it('adds about forty private sellers in every city, with unique lower-case emails', () => {
    const sellers = demoUsers.filter((user) => user.password === null);
    expect(sellers.length).toBeGreaterThanOrEqual(38);
    expect(new Set(sellers.map((user) => user.cityId)).size).toBe(10);
    const emails = demoUsers.map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9.-]+@[a-z.-]+$/);
  });
});

describe('generateDemoReviews', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const listings = generateDemoListings(7, 120, { now, sellers: demoUsers });
  const sellers = demoUsers.filter((user) => user.roles.includes('seller'));
  const reviews = generateDemoReviews(7, {
    now,
    sellers,
    reviewers: demoUsers.map((user) => user.email),
    listings,
  });

  it('gives each seller 0 to 30 reviews by other users, mostly four or five stars', () => {
    for (const seller of sellers) {
      const own = reviews.filter((review) => review.sellerEmail === seller.email);
      expect(own.length).toBeLessThanOrEqual(30);
      for (const review of own) expect(review.reviewerEmail).not.toBe(seller.email);
    }
    const good = reviews.filter((review) => review.rating >= 4).length / reviews.length;
    expect(good).toBeGreaterThan(0.7);
    expect(reviews.some((review) => review.rating <= 2)).toBe(true);
    expect(reviews.some((review) => review.isAnonymous)).toBe(true);
    for (const review of reviews) {
      if (review.listingSlug)
        expect(listings.find((listing) => listing.slug === review.listingSlug)?.sellerEmail).toBe(
          review.sellerEmail,
        );
    }
  });
});

describe('illustrations', () => {
  it('draws every item type as a 4:3 SVG without broken values', () => {
    for (const art of artKinds) {
      for (const view of ['front', 'detail', 'side'] as const) {
        const svg = illustrationSvg({ art, hex: '#3271cf', backdropHue: 200, view }, 480);
        expect(svg, art).toContain('width="480" height="360"');
        expect(svg, art).not.toMatch(/undefined|NaN/);
      }
    }
  });

  it('is used by at least one template for most item types', () => {
    const used = new Set(listingTemplates.map((template) => template.art));
    expect(used.size).toBeGreaterThan(40);
  });
});
