import {
  type AnalyticsEventInput,
  analyticsBatchMaxEvents,
  analyticsEventSchema,
} from '@shared/analytics/analytics.schema';
import { isAnalyticsEventName } from '@shared/analytics/analytics-events.catalogue';
import type { Language } from '@shared/i18n/languages';
import { AppError } from '../../core/app-error';
import { serverText } from '../../core/server-texts';

/**
 * Checks a batch against the event catalogue, all or nothing: the first bad event is named by its
 * index and path, in the caller's language, and nothing of the batch is stored.
 */
export function parseAnalyticsBatch(events: unknown[], language: Language): AnalyticsEventInput[] {
  if (events.length < 1 || events.length > analyticsBatchMaxEvents) {
    const message = serverText('server-analytics:batchSize', language, {
      max: analyticsBatchMaxEvents,
      count: events.length,
    });
    throw new AppError('VALIDATION_FAILED', message, {
      issues: [{ path: 'body.events', message, code: 'too_big' }],
    });
  }
  return events.map((event, index) => {
    const name = typeof event === 'object' && event !== null && 'event' in event ? String(event.event) : '';
    if (!isAnalyticsEventName(name)) {
      const message = serverText('server-analytics:unknownEvent', language, { index, name });
      throw new AppError('VALIDATION_FAILED', message, {
        issues: [{ path: `body.events.${index}.event`, message, code: 'unknown_event' }],
      });
    }
    const parsed = analyticsEventSchema.safeParse(event);
    if (parsed.success) return parsed.data as AnalyticsEventInput;
    const [issue] = parsed.error.issues;
    const path = ['body', 'events', index, ...(issue?.path ?? [])].join('.');
    const message = serverText('server-analytics:invalidEvent', language, { index, name, path });
    throw new AppError('VALIDATION_FAILED', message, {
      issues: parsed.error.issues.map((each) => ({
        path: ['body', 'events', index, ...each.path].join('.'),
        message: each.message,
        code: each.code,
      })),
    });
  });
}
