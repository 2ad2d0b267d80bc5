/** Spec §3 Identity check: statuses and document types (issue 17). The ID helper extends this file. */
export const identityStatuses = ['pending', 'approved', 'rejected'] as const;
export type IdentityStatus = (typeof identityStatuses)[number];

export const identityDocumentTypes = ['id_card', 'passport'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

/** After a rejection the user may submit again after this many days (ADR 059). */
export const identityResubmitCooldownDays = 7;
