import {
  type FeedbackCategory,
  type FeedbackImpact,
  feedbackMessageMaxLength,
  feedbackMessageMinLength,
} from '@shared/support/feedback-constants';

/** Spec §5 feedback dialog defaults: category bug, impact disruptive, logs included. */
export interface FeedbackFormState {
  category: FeedbackCategory;
  impact: FeedbackImpact;
  message: string;
  includeLogs: boolean;
  screenshot: string | null;
}

export const initialFeedbackForm: FeedbackFormState = {
  category: 'bug',
  impact: 'disruptive',
  message: '',
  includeLogs: true,
  screenshot: null,
};

/** Spec §5: submit stays disabled under 10 trimmed characters (and above 2,000). */
export function canSubmitFeedback(message: string): boolean {
  const length = message.trim().length;
  return length >= feedbackMessageMinLength && length <= feedbackMessageMaxLength;
}
