/** Issue 18, GDPR: data export (Art. 15, 20), erasure (Art. 17) and consent records (Art. 7). */

export const dataExportStatuses = ['pending', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** A ready archive's signed link works this long; the file is deleted afterwards. */
export const dataExportLinkHours = 48;

/** Consents with a record: usage analytics, and being contacted through chat (spec §3). */
export const consentKinds = ['analytics', 'communication'] as const;
export type ConsentKind = (typeof consentKinds)[number];

export const consentDecisions = ['granted', 'denied', 'withdrawn'] as const;
export type ConsentDecision = (typeof consentDecisions)[number];

/**
 * The version of the consent text a user agreed to. Bump it when the wording in the banner or the
 * dialog changes; a record keeps the version that was shown.
 */
export const consentTextVersions = { analytics: '2026-11-26', communication: '2026-11-26' } as const;

/**
 * A deleted account's tombstone carries this name (ADR 070); the web shows "Deleted user" /
 * "Gelöschter Nutzer" wherever it meets it (messages, reviews, orders the counterpart keeps).
 */
export const deletedUserDisplayName = 'Deleted user';

/** Retention after deletion (ADR 070): years after the end of the calendar year, or months after. */
export const retentionPeriods = {
  /** §147 AO, §257 HGB: booking records, 8 years after the end of the calendar year. */
  orderRecordYears: 8,
  /** §22 PStTG (DAC7): 10 years after the end of the reporting year. */
  dac7Years: 10,
  /** Moderation decisions about the user: 6 months (the objection window). */
  moderationDecisionMonths: 6,
  /** Art. 30(3) DSA: trader information 6 months after the relationship ends. */
  traderProfileMonths: 6,
} as const;
