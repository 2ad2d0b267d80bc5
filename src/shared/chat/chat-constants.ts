/** Spec §9 chat constants, and the limits this product chose where the spec names none (ADR 050). */

/** Delivered messages the device keeps for the status banner and `GET /chat/offline/pending`. */
export const deliveredMessagesKept = 20;
/** The status banner shows this many of the latest deliveries, bodies cut at `bannerBodyMaxLength`. */
export const bannerDeliveriesShown = 3;
export const bannerBodyMaxLength = 140;
/** A live thread with no message for this long is archived by a background job; a new message reopens it. */
export const chatArchiveAfterMinutes = 10;
/** Pending query stale time (spec §9: 30 s). */
export const chatPendingStaleTimeMs = 30_000;
/** Longest message body, after trimming. */
export const chatMessageMaxLength = 2000;
/** Longest optional note on an offer or a report. */
export const chatNoteMaxLength = 500;
/** An open offer expires after this long without an answer. */
export const offerExpiryHours = 48;
/** Highest amount an offer may name (spec §5: price at most 99999). */
export const offerMaxAmount = 99_999;
/** A typing indicator disappears when no new typing frame arrives within this time. */
export const typingIndicatorTtlMs = 6_000;
/** Reconnect backoff (spec §9 retry: base 600 ms doubling, at most 4000 ms). */
export const reconnectBaseDelayMs = 600;
export const reconnectMaxDelayMs = 4_000;
/** Messages per thread page. */
export const chatMessagesPageSize = 50;
/** Spec §9: seller advised to reply within 2 hours. */
export const sellerReplyAdviceHours = 2;
/** Unread badges show "99+" above this (spec §9). */
export const unreadBadgeMax = 99;
