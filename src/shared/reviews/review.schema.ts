import { z } from 'zod';
import { listingCardSchema } from '../listings/listing.schema';
import { sellerBadges } from '../listings/listing-detail.schema';
import { sellerKindFields } from '../traders/trader.schema';

/** Spec §5 Review: optional title and comment, with these upper limits. */
export const reviewTitleMaxLength = 120;
export const reviewCommentMaxLength = 2000;
/** Reviews on the listing and seller pages, a page at a time. */
export const reviewsPageSize = 5;
export const reviewSorts = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
/** Spec §4: a seller asks the buyer of one order for a review at most once per this many days. */
export const reviewRequestCooldownDays = 7;
export const reviewRequestCooldownMs = reviewRequestCooldownDays * 24 * 60 * 60 * 1000;
/** The seller page lists this many of the seller's other live listings. */
export const sellerPageListingsLimit = 12;

/** Blank optional text is no text: the server stores null, never an empty string. */
const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .nullish()
    .transform((value) => (value ? value : null));

export const createReviewRequestSchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  title: optionalText(reviewTitleMaxLength),
  comment: optionalText(reviewCommentMaxLength),
  isAnonymous: z.boolean().default(false),
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

export const reviewVotes = ['helpful', 'notHelpful'] as const;
export type ReviewVote = (typeof reviewVotes)[number];

export const reviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    title: z.string().nullable(),
    comment: z.string().nullable(),
    reviewerName: z.string().nullable().describe('Null when the reviewer chose to stay anonymous or left'),
    listingTitle: z.string().nullable().describe('The listing the review is about, when known'),
    listingSlug: z.string().nullable(),
    createdAt: z.iso.datetime(),
    helpfulCount: z.number().int().min(0),
    notHelpfulCount: z.number().int().min(0),
    myVote: z.enum(reviewVotes).nullable().describe("The caller's vote; null for guests and non-voters"),
    canVote: z.boolean().describe("False for the review's author and the reviewed seller; true for guests"),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const sellerIdParamsSchema = z.object({ id: z.uuid() });
export const reviewIdParamsSchema = z.object({ reviewId: z.uuid() });
export const reviewOrderParamsSchema = z.object({ orderId: z.uuid() });

export const sellerReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(2_000).default(1),
  sort: z.enum(reviewSorts).default('newest'),
});
export type SellerReviewsQuery = z.infer<typeof sellerReviewsQuerySchema>;

export const sellerReviewsResponseSchema = z.object({
  data: z.object({
    reviews: z.array(reviewSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  }),
});
export type SellerReviewsPage = z.infer<typeof sellerReviewsResponseSchema>['data'];

export const createReviewResponseSchema = z.object({ data: z.object({ review: reviewSchema }) });

export const voteReviewRequestSchema = z.strictObject({ vote: z.enum(reviewVotes) });
export const voteReviewResponseSchema = z.object({
  data: z.object({
    helpfulCount: z.number().int().min(0),
    notHelpfulCount: z.number().int().min(0),
    myVote: z.enum(reviewVotes),
  }),
});

export const reviewRequestResponseSchema = z.object({
  data: z.object({
    requestedAt: z.iso.datetime(),
    /** When the seller may ask again (after the cooldown). */
    nextRequestAt: z.iso.datetime(),
  }),
});

export const sellerProfileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    memberSince: z.iso.datetime(),
    location: z.string().nullable(),
    rating: z.number().min(1).max(5).nullable().describe('Average, one decimal; null without reviews'),
    reviewCount: z.number().int().min(0),
    /** How many reviews gave 5, 4, 3, 2 and 1 stars, highest first. */
    ratingDistribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int() })),
    completedSales: z.number().int().min(0),
    /** The same seller badges as on the listing page (trust service, ADR 060). */
    badges: z.array(z.enum(sellerBadges)),
    /** Issue 18 (ADR 066): private or commercial, with a trader's legal information. */
    ...sellerKindFields,
  })
  .meta({ id: 'SellerProfile' });
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const sellerProfileResponseSchema = z.object({
  data: z.object({ seller: sellerProfileSchema, listings: z.array(listingCardSchema) }),
});
export type SellerProfileResponse = z.infer<typeof sellerProfileResponseSchema>['data'];
