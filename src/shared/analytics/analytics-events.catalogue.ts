import { z } from 'zod';
import type { JourneyStage } from './analytics-constants';

/**
 * Spec §7 analytics: the named events the client may send, each with the schema of its properties
 * and the buyer-journey stage (spec §2) it counts toward in the admin funnel. An event not named
 * here is refused, so nobody can fill the table with free-form data (ADR 068).
 */
const id = z.string().trim().min(1).max(64);
const shortText = z.string().trim().max(200);

export const sellFlowSteps = ['photo', 'speech', 'preview', 'publish'] as const;
export const checkoutSteps = ['delivery', 'address', 'payment', 'review'] as const;
export const offerAnswers = ['accepted', 'declined', 'countered'] as const;

export const analyticsEventCatalogue = {
  page_viewed: {
    stage: 'discover',
    properties: z.strictObject({ path: z.string().max(500), pageType: z.string().trim().min(1).max(40) }),
  },
  search_performed: {
    stage: 'discover',
    properties: z.strictObject({
      query: shortText.optional(),
      categoryId: id.optional(),
      resultCount: z.number().int().min(0).optional(),
      radiusKm: z.number().min(0).max(1000).optional(),
    }),
  },
  listing_viewed: {
    stage: 'evaluate',
    properties: z.strictObject({ listingId: id, categoryId: id.optional() }),
  },
  watch_added: { stage: 'engage', properties: z.strictObject({ listingId: id }) },
  chat_started: { stage: 'engage', properties: z.strictObject({ listingId: id }) },
  offer_sent: {
    stage: 'engage',
    properties: z.strictObject({ listingId: id, amountCents: z.number().int().min(0).optional() }),
  },
  offer_answered: {
    stage: 'engage',
    properties: z.strictObject({ listingId: id.optional(), answer: z.enum(offerAnswers) }),
  },
  cart_added: { stage: 'engage', properties: z.strictObject({ listingId: id }) },
  sell_flow_step: {
    // Selling feeds supply, not the buyer funnel; the stage is where a seller stands (ADR 068).
    stage: null,
    properties: z.strictObject({ step: z.enum(sellFlowSteps) }),
  },
  checkout_started: {
    stage: 'checkout',
    properties: z.strictObject({ listingCount: z.number().int().min(1).max(100).optional() }),
  },
  checkout_step: { stage: 'checkout', properties: z.strictObject({ step: z.enum(checkoutSteps) }) },
  order_placed: {
    stage: 'checkout',
    properties: z.strictObject({ orderCount: z.number().int().min(1).max(100).optional() }),
  },
} as const satisfies Record<string, { stage: JourneyStage | null; properties: z.ZodType }>;

export type AnalyticsEventName = keyof typeof analyticsEventCatalogue;
export const analyticsEventNames = Object.keys(analyticsEventCatalogue) as AnalyticsEventName[];

export type AnalyticsEventProperties<Name extends AnalyticsEventName> = z.input<
  (typeof analyticsEventCatalogue)[Name]['properties']
>;

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return Object.hasOwn(analyticsEventCatalogue, name);
}

/** The event names that count toward a funnel stage. */
export function eventNamesOfStage(stage: JourneyStage): AnalyticsEventName[] {
  return analyticsEventNames.filter((name) => analyticsEventCatalogue[name].stage === stage);
}
