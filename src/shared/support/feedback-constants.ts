/** Spec §3 feedback report and §5 feedback dialog rules (issue 18). */
export const feedbackCategories = ['bug', 'data_issue', 'feature_request', 'general'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const feedbackImpacts = ['blocking', 'disruptive', 'minor'] as const;
export type FeedbackImpact = (typeof feedbackImpacts)[number];

export const feedbackTicketStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackTicketStatus = (typeof feedbackTicketStatuses)[number];

export const feedbackMessageMinLength = 10;
export const feedbackMessageMaxLength = 2000;
/** Spec §9: the screenshot is a PNG at quality 0.8. */
export const feedbackScreenshotQuality = 0.8;
