/**
 * Spec §5 "Listing preview" limits and texts, shared by the editor's rules, the AI drafting and
 * the publish step (`listing-rules.ts`).
 */
export const listingTitleMin = 10;
export const listingTitleMax = 140;
export const listingDescriptionMin = 40;
export const listingDescriptionMax = 5000;
export const listingPriceMax = 99_999;
export const listingTagsMax = 12;

export const listingDraftMessages = {
  titleTooShort: `Title must be at least ${listingTitleMin} characters.`,
  titleTooLong: `Title must be at most ${listingTitleMax} characters.`,
  descriptionTooShort: `Description must be at least ${listingDescriptionMin} characters.`,
  descriptionTooLong: `Description must be at most ${listingDescriptionMax} characters.`,
  category: 'Select a category.',
  priceRequired: 'Enter a price.',
  priceTooLow: 'Price must be greater than 0.',
  priceTooHigh: 'Price is too high.',
  currency: 'Currency must be 3 uppercase letters (ISO 4217).',
  tagEmpty: 'Tags cannot be empty.',
  tooManyTags: `Up to ${listingTagsMax} tags are allowed.`,
  location: 'Select a place.',
} as const;
