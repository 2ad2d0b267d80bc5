import { z } from 'zod';

/** Reviews are opened from the rating on a listing page, a page at a time. */
export const sellerReviewsPageSize = 20;

export const sellerIdParamsSchema = z.object({ id: z.uuid() });

export const sellerReviewsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const sellerReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    title: z.string().nullable(),
    comment: z.string().nullable(),
    reviewerName: z.string().nullable().describe('Null when the reviewer chose to stay anonymous or left'),
    listingTitle: z.string().nullable().describe('The listing the review is about, when known'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SellerReview' });
export type SellerReview = z.infer<typeof sellerReviewSchema>;

export const sellerReviewsResponseSchema = z.object({
  data: z.object({
    reviews: z.array(sellerReviewSchema),
    /** The offset of the next page; null on the last one. */
    nextOffset: z.number().int().nullable(),
  }),
});
export type SellerReviewsResponse = z.infer<typeof sellerReviewsResponseSchema>;
