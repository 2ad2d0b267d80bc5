import type { AnalyticsConsent, AnalyticsFunnel } from '@shared/analytics/analytics.schema';
import { type JourneyStage, journeyStages } from '@shared/analytics/analytics-constants';
import { consentTextVersions } from '@shared/privacy/privacy-constants';

export function presentConsent(row: {
  state: AnalyticsConsent['state'];
  updatedAt: Date | null;
}): AnalyticsConsent {
  return {
    state: row.state,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    textVersion: consentTextVersions.analytics,
  };
}

/** Conversion is the share of the previous stage's sessions, rounded to 4 places (0.1234 = 12.34 %). */
export function presentFunnel(
  days: number,
  from: Date,
  to: Date,
  counts: Record<JourneyStage, number>,
): AnalyticsFunnel {
  return {
    days,
    from: from.toISOString(),
    to: to.toISOString(),
    stages: journeyStages.map((stage, index) => {
      const previous = index === 0 ? undefined : counts[journeyStages[index - 1] as JourneyStage];
      return {
        stage,
        sessions: counts[stage],
        conversionFromPrevious:
          previous === undefined
            ? null
            : previous === 0
              ? 0
              : Math.round((counts[stage] / previous) * 10_000) / 10_000,
      };
    }),
  };
}
