/** Spec §3 telemetry consent and §7 analytics calls (issue 18). */
export const analyticsConsentStates = ['pending', 'granted', 'denied'] as const;
export type AnalyticsConsentState = (typeof analyticsConsentStates)[number];

/** Spec §9: a failed send is retried after 5 seconds. */
export const analyticsRetryMs = 5000;

/** Spec §2 buyer journey stages, the funnel of the admin view. */
export const journeyStages = ['discover', 'evaluate', 'engage', 'checkout'] as const;
export type JourneyStage = (typeof journeyStages)[number];

/** The admin funnel's windows in days (spec §9 leaves the values open; ADR 068). */
export const funnelWindowDays = [7, 30, 90] as const;
