import type { OrderStatus } from '@shared/orders/order-states';
import type { FastifyBaseLogger } from 'fastify';
import { type Job, PgBoss, type QueuePolicy } from 'pg-boss';

/** Every background job and its payload, in one place (ADR 025). */
export interface JobPayloads {
  /** A listing was just published: tell the owners of matching saved searches. */
  'saved-search-alerts': { listingId: string };
  /** Safety net for listings published by any other path: runs every minute. */
  'saved-search-sweep': Record<string, never>;
  /** A chat message or offer was delivered: email the recipient, once per thread while unread. */
  'chat-message-email': { messageId: string };
  /** Every minute: archive live chat threads idle for `chatArchiveAfterMinutes`. */
  'chat-archive': Record<string, never>;
  /** Open chat offers past their 48 hours become expired (ADR 053): runs every minute. */
  'chat-offer-expiry': Record<string, never>;
  /** A seller asked for a review (issue 17): email the buyer in their language. */
  'review-request-email': { requestId: string };
  /** An order changed status: email one party about it, in their language (issue 17, ADR 057). */
  'order-status-email': { orderId: string; status: OrderStatus; recipient: 'buyer' | 'seller' };
  /** Every 10 minutes: complete shipped/handed-over orders past the window, cancel unpaid online ones, retry refunds and payouts. */
  'order-sweep': Record<string, never>;
  /** Daily: retained records of deleted accounts past their `retain_until` are deleted (ADR 070). */
  'retained-records-sweep': Record<string, never>;
  /** A user asked for their GDPR data export (issue 18, ADR 067): build the archive. */
  'data-export': { exportId: string };
  /** Hourly: delete export archives past their 48 hours, fail exports a crash left running. */
  'data-export-sweep': Record<string, never>;
  /** Issue 18 (ADR 064): a report's receipt, a statement of reasons, a report's or objection's outcome. */
  'moderation-email': ModerationMail;
  /** Every 10 minutes: open cases for held photos and order problems, end suspensions that ran out. */
  'moderation-sweep': Record<string, never>;
  /** Daily: analytics events older than 14 months are deleted (issue 18, ADR 068). */
  'analytics-retention': Record<string, never>;
  /** Every 15 minutes: rebuild the header's popular search queries from consented events (ADR 079). */
  'search-suggestions-refresh': Record<string, never>;
  /** Issue 19 (ADR 073): run one publish job (publish, update, withdraw, end) against eBay. */
  'marketplace-publish': { jobId: string };
  /** Every minute: jobs the queue missed or whose retry is due, and changes a listing made here. */
  'marketplace-sweep': Record<string, never>;
  /** Every 5 minutes: eBay orders since the last poll mark listings sold here. */
  'marketplace-orders-poll': Record<string, never>;
}

export type ModerationMail =
  | { mail: 'receipt'; reportId: string }
  | { mail: 'statement'; decisionId: string }
  | { mail: 'reporter-outcome'; reportId: string; decisionId: string }
  | { mail: 'objection-outcome'; objectionId: string };
export type JobName = keyof JobPayloads;

const queuePolicies: Record<JobName, QueuePolicy> = {
  'saved-search-alerts': 'standard',
  // One sweep queued and one running at most, so a slow sweep never builds a backlog.
  'saved-search-sweep': 'stately',
  'chat-message-email': 'standard',
  'chat-archive': 'stately',
  'chat-offer-expiry': 'stately',
  'review-request-email': 'standard',
  'order-status-email': 'standard',
  'order-sweep': 'stately',
  'retained-records-sweep': 'stately',
  'data-export': 'standard',
  'data-export-sweep': 'stately',
  'moderation-email': 'standard',
  'moderation-sweep': 'stately',
  'analytics-retention': 'stately',
  'search-suggestions-refresh': 'stately',
  'marketplace-publish': 'standard',
  'marketplace-sweep': 'stately',
  'marketplace-orders-poll': 'stately',
};

export type JobHandler<Name extends JobName> = (payload: JobPayloads[Name]) => Promise<void>;

/** What the app uses: send a job, and (before start) declare workers and schedules. */
export interface JobQueue {
  readonly isEnabled: boolean;
  /** Enqueues a job; never call inside an open transaction (it deadlocks the embedded engine). */
  send<Name extends JobName>(
    name: Name,
    payload: JobPayloads[Name],
    options?: { startAfterSeconds?: number },
  ): Promise<string | null>;
  work<Name extends JobName>(name: Name, handler: JobHandler<Name>): void;
  /** A cron expression in UTC, e.g. `* * * * *` for every minute. */
  schedule(name: JobName, cron: string): void;
  start(): Promise<void>;
  /** Takes no new jobs and waits up to `timeoutMs` (default 10 s) for the running ones. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  connectionString: string | undefined;
  isEnabled: boolean;
  logger: FastifyBaseLogger;
  /** The embedded engine is one backend underneath: a couple of connections are plenty. */
  maxConnections?: number;
  /** How often idle workers look for jobs; alerts must go out within a minute. */
  pollingIntervalSeconds?: number;
}

const retryDelaysMs = [2_000, 5_000, 15_000, 30_000];

/**
 * pg-boss in the app's own database. Workers and schedules are declared first and take effect on
 * start; a start that fails (database not reachable yet) is retried in the background, so the
 * API keeps serving either way.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { logger } = options;
  const isEnabled = options.isEnabled && Boolean(options.connectionString);
  const workers = new Map<JobName, JobHandler<JobName>>();
  const schedules = new Map<JobName, string>();
  let boss: PgBoss | undefined;
  let isStopping = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const startOnce = async () => {
    const instance = new PgBoss({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 4,
      application_name: 'kleinkram-jobs',
    });
    instance.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    try {
      await instance.start();
      for (const name of Object.keys(queuePolicies) as JobName[]) {
        await instance.createQueue(name, { policy: queuePolicies[name] });
      }
      for (const [name, handler] of workers) {
        await instance.work(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
          async (jobs: Job<JobPayloads[JobName]>[]) => {
            for (const job of jobs) await handler(job.data);
          },
        );
      }
      for (const [name, cron] of schedules) await instance.schedule(name, cron, {}, { tz: 'UTC' });
    } catch (error) {
      await instance.stop({ graceful: false, timeout: 1_000 }).catch(() => {});
      throw error;
    }
    return instance;
  };

  const startWithRetry = async (attempt: number): Promise<void> => {
    if (isStopping) return;
    try {
      boss = await startOnce();
      logger.info({ workers: [...workers.keys()] }, 'job queue started');
    } catch (error) {
      const delayMs = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 30_000;
      logger.error(
        { err: error },
        `job queue could not start: ${(error as Error).message}; retrying in ${delayMs / 1000} s`,
      );
      retryTimer = setTimeout(() => void startWithRetry(attempt + 1), delayMs);
      retryTimer.unref();
    }
  };

  return {
    isEnabled,
    async send(name, payload, sendOptions) {
      if (!isEnabled) return null;
      if (!boss) {
        logger.warn({ job: name }, 'job queue not running; the minute sweep will catch up');
        return null;
      }
      return sendOptions?.startAfterSeconds
        ? boss.send(name, payload, { startAfter: sendOptions.startAfterSeconds })
        : boss.send(name, payload);
    },
    work(name, handler) {
      workers.set(name, handler as JobHandler<JobName>);
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    async start() {
      if (!isEnabled) {
        logger.info('background jobs are disabled (JOBS_ENABLED=false)');
        return;
      }
      await startWithRetry(0);
    },
    async stop(stopOptions = {}) {
      isStopping = true;
      clearTimeout(retryTimer);
      const instance = boss;
      boss = undefined;
      await instance?.stop({ graceful: true, timeout: stopOptions.timeoutMs ?? 10_000 });
    },
  };
}
