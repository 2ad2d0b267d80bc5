import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config/env';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { DraftPhotoSource, PlaceFinder, SellerDraftStore } from '../modules/ai/ai-engine';
import type { AiServices } from '../modules/ai/ai-services';
import type { ChatBus } from '../modules/chat/realtime/chat-bus';
import type { HealthContext } from '../modules/health/health.service';
import type { ExternalCheckoutsOf, ListingModerationsOf } from '../modules/listings/listing-detail.service';
import type { FlagListingForReview } from '../modules/listings/listing-draft-publish.service';
import type { Mailer } from '../modules/mail/mailer';
import type { ListingChangeKind } from '../modules/marketplaces/marketplaces.service';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import type { FindOwnDraft } from '../modules/pricing/pricing.service';
import type { InFlightHandlers } from './in-flight-handlers';

/** What routes may use from the app: passed explicitly via `app.deps`, typed in one place. */
export interface AppDependencies {
  config: Config;
  database: Database;
  health: HealthContext;
  mailer: Mailer;
  /** Background jobs (pg-boss); a no-op queue when JOBS_ENABLED=false. */
  jobs: JobQueue;
  /** Chat realtime: the bus that carries frames to the sockets of a user, on any node. */
  chat: { bus: ChatBus };
  /** Online payment (Stripe when configured, ADR 057); null: the checkout offers cash on pickup only. */
  payments: PaymentProvider | null;
  /** Vision models (worker), the drafting provider and whether speech transcription is configured. */
  ai: AiServices;
  /**
   * The caller's own listing draft, for pricing (its insight, feedback on a draft). Passed in
   * because listings calls pricing; a module never imports one that depends on it (ADR 037).
   */
  findOwnDraft: FindOwnDraft;
  /** The seller's photos and their analyses, for drafting; passed in because media uses the AI. */
  draftPhotos: DraftPhotoSource;
  /** A German place for a name or postal code: the locations module's gazetteer, for drafting. */
  findPlace: PlaceFinder;
  /**
   * A listing's checkout channels, primary first (spec §3 externalCheckout and the list beside it):
   * the orders module's `externalCheckoutsFor` over the marketplaces module's live channels;
   * passed in because orders depends on listings (ADR 057, 077).
   */
  externalCheckouts: ExternalCheckoutsOf;
  /**
   * The standing moderation decision per listing of an owner (issue 18), for the owner's listing
   * page and listings overview: the moderation module's `listingModerationsOf`; passed in because
   * moderation acts on listings (ADR 037, 065).
   */
  listingModerations: ListingModerationsOf;
  /** The seller's listing drafts, which drafting saves into; passed in because listings uses the AI. */
  sellerDrafts: SellerDraftStore;
  /**
   * Hands a freshly published listing whose checks warned of a likely scam to the moderation
   * queue (issue 18); passed in because moderation acts on listings (ADR 037, 064).
   */
  flagListingForReview: FlagListingForReview;
  /**
   * Tells the marketplaces module a listing changed here (edited, archived, sold), so its live
   * eBay offer follows (issue 19, ADR 073); passed in because marketplaces reads listings.
   */
  onListingChanged: (change: { listingId: string; kind: ListingChangeKind }) => Promise<void>;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    /** Route handlers still running, waited for on close before the database closes. */
    inFlightHandlers: InFlightHandlers;
  }
}
