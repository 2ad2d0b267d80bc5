import { z } from 'zod';

/** Spec §2 performance: the ranges the seller can switch between, in days. */
export const performanceRanges = [7, 30, 90] as const;
export type PerformanceRange = (typeof performanceRanges)[number];
export const defaultPerformanceRange: PerformanceRange = 30;

export const performanceQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days): days is PerformanceRange => (performanceRanges as readonly number[]).includes(days), {
      message: 'days must be 7, 30 or 90',
    })
    .default(defaultPerformanceRange),
});

/** A share between 0 and 1, or null when there is nothing to divide by ("no data yet", never NaN). */
const share = z.number().min(0).max(1).nullable();
const milliseconds = z.number().int().min(0).nullable();

export const performanceDaySchema = z.object({
  /** UTC calendar day, YYYY-MM-DD. */
  day: z.iso.date(),
  views: z.number().int().min(0),
  sales: z.number().int().min(0),
  publishRequested: z.number().int().min(0),
  publishLive: z.number().int().min(0),
  publishFailed: z.number().int().min(0),
});
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

export const performanceFiguresSchema = z.object({
  days: z.number().int(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  marketplace: z.object({
    views: z.number().int().min(0),
    sales: z.number().int().min(0),
    /** Sales / views. */
    conversionRate: share,
    /** Listings created in the range that went to moderation review / listings created in the range. */
    manualReviewRate: share,
    listingsCreated: z.number().int().min(0),
    listingsReviewed: z.number().int().min(0),
    /** publish jobs queued → finished with SUCCESS or PARTIAL_SUCCESS. */
    leadTimeAverageMs: milliseconds,
    leadTimeP95Ms: milliseconds,
    /** Jobs requested → started running → live. */
    funnel: z.object({
      requested: z.number().int().min(0),
      running: z.number().int().min(0),
      live: z.number().int().min(0),
    }),
    trend: z.array(performanceDaySchema),
  }),
  sales: z.object({
    /** Publish jobs that went live / publish jobs finished. */
    successRate: share,
    liveListings: z.number().int().min(0),
    pendingListings: z.number().int().min(0),
    errorListings: z.number().int().min(0),
  }),
  operations: z.object({
    /** Sell-flow sessions that started and never published / sessions that started. */
    dropOffRate: share,
    sellFlowSteps: z.array(z.object({ step: z.string(), sessions: z.number().int().min(0) })),
    attemptsPerJob: z.number().min(0).nullable(),
    jobDurationAverageMs: milliseconds,
    jobDurationP95Ms: milliseconds,
  }),
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;

export const performanceResponseSchema = z.object({ data: performanceFiguresSchema });
