import { z } from 'zod';
import { analyticsConsentStates, funnelWindowDays, journeyStages } from './analytics-constants';
import {
  type AnalyticsEventName,
  type AnalyticsEventProperties,
  analyticsEventCatalogue,
  analyticsEventNames,
} from './analytics-events.catalogue';

/** Spec §7: one batch holds 1 to 50 events (ADR 068). */
export const analyticsBatchMaxEvents = 50;

/** Spec §7 `context.client`; `ipAddress` may come along, the server never stores it (ADR 068). */
export const analyticsClientSchema = z.strictObject({
  platform: z.string().trim().max(40),
  appVersion: z.string().trim().max(40),
  locale: z.string().trim().max(20),
  offline: z.boolean(),
  ipAddress: z.string().max(64).optional(),
  userAgent: z.string().max(500).optional(),
});

export const analyticsContextSchema = z.strictObject({
  sessionId: z.string().trim().min(8).max(64),
  metadata: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  client: analyticsClientSchema,
  /** A guest's device consent as the client holds it; the server drops a guest's batch without it. */
  consent: z.enum(analyticsConsentStates).optional(),
});

const occurredAt = z.iso.datetime({ offset: true });

export type AnalyticsContext = z.input<typeof analyticsContextSchema>;

/** One event as the client sends it: its name picks the schema of its properties. */
export type AnalyticsEventInput = {
  [Name in AnalyticsEventName]: {
    event: Name;
    occurredAt: string;
    properties: AnalyticsEventProperties<Name>;
    context: AnalyticsContext;
  };
}[AnalyticsEventName];

/** One event, checked against the catalogue by its name (a discriminated union). */
export const analyticsEventSchema = z.discriminatedUnion(
  'event',
  analyticsEventNames.map((name) =>
    z.strictObject({
      event: z.literal(name),
      occurredAt,
      properties: analyticsEventCatalogue[name].properties,
      context: analyticsContextSchema,
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<AnalyticsEventInput>;

/** What the service checks: the whole batch, each event against the catalogue. */
export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(analyticsBatchMaxEvents),
});

/**
 * What the route accepts before the service checks each event: an array of anything, so a bad
 * event is answered by the service in the caller's language, with the index of the event.
 */
export const analyticsBatchEnvelopeSchema = z.strictObject({
  events: z.array(z.unknown()).meta({
    description: `1 to ${analyticsBatchMaxEvents} events, each one of the catalogue (src/shared/analytics/analytics-events.catalogue.ts)`,
  }),
});

export const analyticsBatchResponseSchema = z.object({
  data: z.object({
    /** Events stored; 0 when the caller has not consented (the events were dropped). */
    accepted: z.number().int().min(0),
  }),
});

export const analyticsConsentSchema = z.object({
  state: z.enum(analyticsConsentStates),
  updatedAt: z.string().nullable(),
  /** The consent text version a decision was recorded against. */
  textVersion: z.string(),
});
export type AnalyticsConsent = z.infer<typeof analyticsConsentSchema>;

export const analyticsConsentResponseSchema = z.object({ data: analyticsConsentSchema });

export const updateAnalyticsConsentSchema = z.strictObject({ state: z.enum(analyticsConsentStates) });

export const analyticsFunnelQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (funnelWindowDays as readonly number[]).includes(value), {
      error: `days must be one of ${funnelWindowDays.join(', ')}`,
    })
    .default(30),
});

export const funnelStageSchema = z.object({
  stage: z.enum(journeyStages),
  sessions: z.number().int().min(0),
  /** Share of the previous stage's sessions that reached this one (0..1); null for the first stage. */
  conversionFromPrevious: z.number().nullable(),
});
export type FunnelStage = z.infer<typeof funnelStageSchema>;

export const analyticsFunnelResponseSchema = z.object({
  data: z.object({
    days: z.number().int(),
    from: z.string(),
    to: z.string(),
    stages: z.array(funnelStageSchema),
  }),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelResponseSchema>['data'];
