/**
 * Issue 18: notice and action under the Digital Services Act (ADR 064). The words of the model,
 * shared by the database schema, the API schemas and the web.
 */

/** What can be reported: a listing, a user's profile, a conversation or a review (Art. 16 DSA). */
export const reportSubjectKinds = ['listing', 'user', 'conversation', 'review'] as const;
export type ReportSubjectKind = (typeof reportSubjectKinds)[number];

/** The reasons a reporter picks from (issue 18). */
export const reportReasons = [
  'illegal_item',
  'counterfeit',
  'scam',
  'prohibited_content',
  'wrong_category',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** One queue, four sources: reports, photos the nudity check held, listing checks, order problems. */
export const moderationCaseKinds = ['report', 'held_photo', 'listing_check', 'order_problem'] as const;
export type ModerationCaseKind = (typeof moderationCaseKinds)[number];

/** What a case is about. A photo is a media asset; an order problem is an order. */
export const moderationSubjectKinds = [
  'listing',
  'user',
  'conversation',
  'review',
  'photo',
  'order',
] as const;
export type ModerationSubjectKind = (typeof moderationSubjectKinds)[number];

export const moderationCaseStatuses = ['open', 'in_review', 'decided'] as const;
export type ModerationCaseStatus = (typeof moderationCaseStatuses)[number];

/**
 * The decisions of issue 18. `dismiss` restricts nothing; `restrict` hides the subject from search,
 * feeds and other users while the owner can still fix it; `remove` takes it down for good (until an
 * objection is upheld); `suspend` suspends the account for repeat violations; `release` clears a
 * held photo; `restore` undoes a restriction after an upheld objection. An order problem is resolved
 * with `refund_buyer` (the order is cancelled and refunded) or `release_to_seller` (the order is
 * unfrozen and completes as agreed) — both through the orders service.
 */
export const moderationActions = [
  'dismiss',
  'restrict',
  'remove',
  'suspend',
  'release',
  'restore',
  'refund_buyer',
  'release_to_seller',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** Actions that restrict someone and therefore need a statement of reasons (Art. 17 DSA). */
export const restrictingActions = [
  'restrict',
  'remove',
  'suspend',
] as const satisfies readonly ModerationAction[];

/** The terms' rules a decision can cite; each links to a section of /docs/terms (Art. 17(3)(e)). */
export const moderationRules = [
  'illegal_content',
  'prohibited_items',
  'counterfeits',
  'fraud',
  'inappropriate_content',
  'wrong_category',
  'contact_details',
  'repeat_violations',
] as const;
export type ModerationRule = (typeof moderationRules)[number];

/** Objections (Art. 20 DSA): open until a different moderator decides; upheld or rejected. */
export const objectionStatuses = ['open', 'upheld', 'rejected'] as const;
export type ObjectionStatus = (typeof objectionStatuses)[number];

/** Art. 20(1) DSA: an objection is possible for at least six months after the decision. */
export const objectionWindowMonths = 6;

/** A reporter may file this many reports per rolling hour (guests counted per IP address). */
export const reportsPerHourLimit = 10;

export const reportExplanationMinLength = 10;
export const reportExplanationMaxLength = 2000;
export const objectionTextMinLength = 10;
export const objectionTextMaxLength = 2000;

/**
 * The anchor of each rule in /docs/terms (ADR 064): `/docs/terms#rules-illegal-content` etc.; the
 * objection procedure is `#objections`. The terms page gives its sections these ids.
 */
export function termsRuleAnchor(rule: ModerationRule): string {
  return `rules-${rule.replaceAll('_', '-')}`;
}
export const termsObjectionsAnchor = 'objections';
export const termsRulePath = (rule: ModerationRule) => `/docs/terms#${termsRuleAnchor(rule)}`;
