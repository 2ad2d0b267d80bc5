import { describe, expect, it } from 'vitest';
import { type ListingDraftFields, listingDraftFieldsSchema } from './listing-editor.schema';
import {
  listingRuleMessages,
  publishedMinimumOfferOf,
  validateArticleFields,
  validateListingForPublish,
  validateMedia,
  validatePreviewFields,
} from './listing-rules';

/** A listing that passes every rule: a table in the home category, picked up in Berlin. */
// Overrides are spread after parsing, so a test can hand the rules what the lenient schema refuses.
const publishable = (overrides: Partial<ListingDraftFields> = {}): ListingDraftFields => ({
  ...listingDraftFieldsSchema.parse({
    language: 'de',
    title: 'Eichentisch, ausziehbar',
    description: 'Massiver Eichentisch, ausziehbar von 160 auf 220 cm, kleine Gebrauchsspuren.',
    categoryId: 'home-furniture-tables',
    categoryPath: ['home', 'home-furniture', 'home-furniture-tables'],
    priceValue: 120,
    condition: 'good',
    locationSlug: 'berlin',
    mediaIds: ['5f0c6a52-8a0f-4d55-9a53-0a3a4f1b2c3d'],
  }),
  ...overrides,
});

const codesOf = (issues: { code: string }[]) => issues.map((issue) => issue.code);

describe('listing rules (spec §5 "Listing preview")', () => {
  it('lets a complete listing through', () => {
    expect(validateListingForPublish(publishable())).toEqual([]);
  });

  it.each([
    ['title', { title: '  Kurz    ' }, 'title_too_short', 'Title must be at least 10 characters.'],
    ['title', { title: 'x'.repeat(141) }, 'title_too_long', 'Title must be at most 140 characters.'],
    [
      'description',
      { description: 'Zu kurz.' },
      'description_too_short',
      'Description must be at least 40 characters.',
    ],
    [
      'description',
      { description: 'y'.repeat(5001) },
      'description_too_long',
      'Description must be at most 5000 characters.',
    ],
    ['categoryId', { categoryId: 'ab' }, 'category_required', 'Select a category.'],
    ['categoryId', { categoryId: 'no-such-category' }, 'category_required', 'Select a category.'],
    [
      'categoryPath',
      { categoryPath: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] },
      'category_path_too_long',
      'A category path has at most 8 levels.',
    ],
    ['priceValue', { priceValue: null }, 'price_required', 'Enter a price.'],
    ['priceValue', { priceValue: 0 }, 'price_too_low', 'Price must be greater than 0.'],
    ['priceValue', { priceValue: 100_000 }, 'price_too_high', 'Price is too high.'],
    [
      'priceCurrency',
      { priceCurrency: 'eur' },
      'currency_invalid',
      'Currency must be 3 uppercase letters (ISO 4217).',
    ],
    ['tags.1', { tags: ['holz', '  '] }, 'tag_empty', 'Tags cannot be empty.'],
    [
      'tags',
      { tags: Array.from({ length: 13 }, (_, index) => `tag${index}`) },
      'too_many_tags',
      'Up to 12 tags are allowed.',
    ],
  ] as const)('%s: %s gives "%s"', (field, overrides, code, message) => {
    const issues = validatePreviewFields(publishable(overrides as Partial<ListingDraftFields>));
    expect(issues).toContainEqual({ field, code, message, section: 'preview' });
    expect(listingRuleMessages[code]).toBe(message);
  });

  it('accepts the limits themselves: 10 and 140 title characters, 40 description characters, 99999 EUR, 12 tags', () => {
    const atLimits = publishable({
      title: 'x'.repeat(10),
      description: 'y'.repeat(40),
      priceValue: 99_999,
      tags: Array.from({ length: 12 }, (_, index) => `tag${index}`),
    });
    expect(validatePreviewFields(atLimits)).toEqual([]);
    expect(validatePreviewFields(publishable({ title: 'x'.repeat(140) }))).toEqual([]);
  });
});

describe('what going live needs beside the preview', () => {
  it('asks for the condition, a place and a way to hand the item over', () => {
    const issues = validateArticleFields(
      publishable({ condition: null, locationSlug: ' ', offersPickup: false, offersShipping: false }),
    );
    expect(issues).toEqual([
      {
        field: 'condition',
        code: 'condition_required',
        message: 'Select the condition.',
        section: 'article',
      },
      { field: 'locationSlug', code: 'location_required', message: 'Select a place.', section: 'article' },
      {
        field: 'offersPickup',
        code: 'fulfilment_required',
        message: 'Offer pickup, shipping or same-day delivery.',
        section: 'article',
      },
    ]);
  });

  it('wants a shipping option when shipping is offered', () => {
    expect(codesOf(validateArticleFields(publishable({ offersShipping: true })))).toEqual([
      'shipping_option_required',
    ]);
    const withOption = publishable({
      offersShipping: true,
      shippingOptions: [{ carrier: 'dhl', price: 5.49, estimatedDays: '2-3' }],
    });
    expect(validateArticleFields(withOption)).toEqual([]);
  });

  it("checks the category's attributes and files them under the article section", () => {
    const issues = validateArticleFields(
      publishable({
        categoryId: 'electronics-audio',
        categoryPath: ['electronics', 'electronics-audio'],
        attributes: { brand: 'X', bluetooth: true },
      }),
    );
    expect(issues.every((issue) => issue.section === 'article')).toBe(true);
    expect(codesOf(issues)).toEqual(expect.arrayContaining(['brand_too_short', 'connectivity_required']));
  });

  it('needs at least one photo (spec §5 "Media")', () => {
    expect(validateMedia(publishable({ mediaIds: [] }))).toEqual([
      { field: 'mediaIds', code: 'media_required', message: 'Add at least one photo.', section: 'media' },
    ]);
  });

  it('lists everything in form order: photos, preview, article', () => {
    const empty = listingDraftFieldsSchema.parse({ language: 'en', offersPickup: false });
    const sections = validateListingForPublish(empty).map((issue) => issue.section);
    expect(sections[0]).toBe('media');
    expect(sections.indexOf('preview')).toBeLessThan(sections.indexOf('article'));
  });
});

describe('the lowest offer a seller accepts (issue 16, ADR 053)', () => {
  const negotiable = (minimumOffer: number | null, priceValue = 120) =>
    publishable({ priceKind: 'negotiable', priceValue, minimumOffer });

  it('is optional, and must be above 0 and below the price', () => {
    expect(validateListingForPublish(negotiable(null))).toEqual([]);
    expect(validateListingForPublish(negotiable(99.5))).toEqual([]);
    expect(codesOf(validatePreviewFields(negotiable(0)))).toEqual(['minimum_offer_too_low']);
    expect(codesOf(validatePreviewFields(negotiable(-3)))).toEqual(['minimum_offer_too_low']);
    expect(codesOf(validatePreviewFields(negotiable(120)))).toEqual(['minimum_offer_too_high']);
    expect(codesOf(validatePreviewFields(negotiable(150)))).toEqual(['minimum_offer_too_high']);
    const [issue] = validatePreviewFields(negotiable(0));
    expect(issue).toMatchObject({ field: 'minimumOffer', section: 'preview' });
    expect(issue?.message).toBe(listingRuleMessages.minimum_offer_too_low);
  });

  it('belongs to negotiable listings only: other kinds ignore it and publish none', () => {
    expect(validatePreviewFields(publishable({ priceKind: 'fixed', minimumOffer: 500 }))).toEqual([]);
    expect(publishedMinimumOfferOf({ priceKind: 'fixed', minimumOffer: 50 })).toBeNull();
    expect(publishedMinimumOfferOf({ priceKind: 'free', minimumOffer: 50 })).toBeNull();
    expect(publishedMinimumOfferOf({ priceKind: 'negotiable', minimumOffer: 50 })).toBe(50);
    expect(publishedMinimumOfferOf({ priceKind: 'negotiable', minimumOffer: null })).toBeNull();
  });
});
