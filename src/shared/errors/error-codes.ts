/**
 * The one list of error codes the API answers with, and the HTTP status each maps to.
 * The web maps the same codes to translated messages (`errors.<code>` in the catalogues).
 */
export const errorStatusByCode = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TWO_FACTOR_REQUIRED: 401,
  INVALID_OTP: 401,
  INVALID_RECOVERY_CODE: 401,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 410,
  ACCOUNT_LOCKED: 423,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A draft save based on an older version than the server's; `details` carry the server's copy. */
  VERSION_CONFLICT: 409,
  /** A per-user limit is full (e.g. 20 saved searches); `details.limit` says how many. */
  LIMIT_REACHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The file claims to be an image but cannot be decoded (truncated, corrupt). */
  CORRUPT_MEDIA: 422,
  /** A crop was saved without a crop area (spec §8 "missing crop area"). */
  MISSING_CROP_AREA: 422,
  /** Audio that holds no speech: empty, silent or too short to transcribe. */
  NO_AUDIO: 422,
  /** Chat and offers need the user's communication consent first (spec §5); the web asks for it once. */
  CONSENT_REQUIRED: 403,
  /** One side blocked the other, or a moderator blocked the sender from chatting. */
  CHAT_BLOCKED: 403,
  /** A buyer action (chat, offer) on the caller's own listing. */
  OWN_LISTING: 409,
  /** The listing is sold, archived or not live: no new thread or offer. */
  LISTING_UNAVAILABLE: 409,
  /** The listing has a fixed price or is given away: it takes no offers. */
  OFFERS_NOT_ACCEPTED: 409,
  /** Below the seller's stated minimum offer. */
  OFFER_TOO_LOW: 422,
  /** An offer above the asking price (buy it at that price instead). */
  OFFER_TOO_HIGH: 422,
  /** The buyer already has an open offer on this listing; wait for the answer or withdraw it. */
  OFFER_ALREADY_OPEN: 409,
  /** The offer was already answered, expired or withdrawn. */
  OFFER_NOT_OPEN: 409,
  /** One checkout holds one seller's items: several sellers get one order each. */
  CHECKOUT_MIXED_SELLERS: 422,
  /** The chosen delivery (shipping option, pickup, same-day) is not offered for every item. */
  FULFILMENT_NOT_OFFERED: 422,
  /** Shipping needs a delivery address. */
  SHIPPING_ADDRESS_REQUIRED: 422,
  /** Online payment is not set up, or cash is chosen for something that is not picked up. */
  PAYMENT_METHOD_NOT_AVAILABLE: 422,
  /** The payment provider did not answer or refused; nothing was charged twice. */
  PAYMENT_PROVIDER_FAILED: 502,
  /** The order is not in a state that allows this step; `details.status` says where it is. */
  ORDER_TRANSITION_NOT_ALLOWED: 409,
  /** A problem was reported: the order is frozen until a moderator decides. */
  ORDER_FROZEN: 409,
  /** The handover code does not match the order's code. */
  HANDOVER_CODE_INVALID: 422,
  /** Five wrong handover codes: the handover of this order is locked; it can still be cancelled. */
  HANDOVER_LOCKED: 423,
  /** The 14-day window for reporting a problem has ended. */
  RETURN_WINDOW_CLOSED: 409,
  /** A payment webhook whose signature does not verify (forged, altered or too old). */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** DAC7: the seller passed the reporting thresholds; payouts wait for the tax details. */
  TAX_DETAILS_REQUIRED: 409,
  /** Only the buyer of a completed order reviews its seller; nobody reviews their own listing. */
  REVIEW_NOT_ALLOWED: 403,
  /** This order was already reviewed. */
  REVIEW_ALREADY_EXISTS: 409,
  /** A review was requested for this order recently; `details.retryAt` says when again. */
  REVIEW_REQUEST_COOLDOWN: 409,
  /** An identity check is already waiting for review. */
  IDENTITY_PENDING: 409,
  /** The identity is already verified. */
  IDENTITY_ALREADY_VERIFIED: 409,
  /** A rejected check can be resubmitted after its cooldown; `details.cooldownUntil` says when. */
  IDENTITY_COOLDOWN: 409,
  // Issue 18, moderation (ADR 064, 065).
  /** The account is suspended by a moderator; `details.until` when temporary. */
  ACCOUNT_SUSPENDED: 403,
  /** A moderator removed the listing: it cannot be republished unless an objection is upheld. */
  LISTING_REMOVED_BY_MODERATION: 409,
  /** The case is already decided; a new report opens a new one. */
  MODERATION_CASE_CLOSED: 409,
  /** The action does not fit the case's subject (e.g. release on a listing report). */
  MODERATION_ACTION_NOT_ALLOWED: 422,
  /** Art. 20 DSA: the six months to object have passed; `details.deadline` says when they ended. */
  OBJECTION_WINDOW_CLOSED: 409,
  /** This decision already has an objection. */
  OBJECTION_ALREADY_FILED: 409,
  /** An objection is decided by a different moderator than the first decision. */
  OBJECTION_SAME_MODERATOR: 403,
  /** The objection link is malformed, tampered with or signed for another decision (ADR 075). */
  OBJECTION_LINK_INVALID: 403,
  /** The objection link ran out with the objection deadline; `details.deadline` says when. */
  OBJECTION_LINK_EXPIRED: 410,

  // Issue 18, traders (ADR 066).
  /** A trader must give the trader information before publishing; `details.missing` lists fields. */
  TRADER_DETAILS_REQUIRED: 422,

  // Issue 18, privacy (ADR 067).
  /** Deletion waits for open orders, payouts or objections; `details.blockers` says which. */
  ACCOUNT_DELETION_BLOCKED: 409,
  /** An export is already being prepared; `details.exportId`. */
  EXPORT_IN_PROGRESS: 409,
  /** The export link has expired or was signed for another file. */
  EXPORT_LINK_EXPIRED: 410,

  // Issue 18, analytics and feedback (ADR 068, 069).
  /** Analytics events need the user's consent; nothing was stored. */
  ANALYTICS_CONSENT_MISSING: 403,

  // Issue 18, the power-user tour (ADR 071).
  /** The powerUserTour flag is off for this account: the tour cannot be started or moved. */
  TOUR_NOT_AVAILABLE: 403,
  /** The tour cannot make this move from where it is (e.g. next on the last step); `details` say where. */
  TOUR_TRANSITION_NOT_ALLOWED: 409,

  // Issue 19, the seller workspace (ADR 074).
  /** Performance figures are locked until the workspace is in a rollout cohort with sellerWorkspacePro. */
  PERFORMANCE_LOCKED: 403,

  RATE_LIMITED: 429,
  /** The account's photo uploads for today are used up (count or bytes); `details` say which and when it resets. */
  UPLOAD_QUOTA_EXCEEDED: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 501,
  /** An external AI endpoint failed or answered something that does not fit the schema, even after repair. */
  AI_UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,

  // Issue 20, faults end in a clear answer (ADR 085).
  /** The disk (or the quota) under the data folder is full: nothing was kept, trying later may work. */
  STORAGE_FULL: 507,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;

export const errorCodes = Object.keys(errorStatusByCode) as [ErrorCode, ...ErrorCode[]];

export function statusForErrorCode(code: ErrorCode): number {
  return errorStatusByCode[code];
}
