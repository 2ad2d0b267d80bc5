import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api';
import { ApiError } from '../../lib/api-client/api-error';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useRequestReview } from '../../lib/reviews/api/request-review';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';

/** When the seller may ask again, from a REVIEW_REQUEST_COOLDOWN answer's `retryAt`. */
export function retryDateOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'REVIEW_REQUEST_COOLDOWN') return null;
  const details = error.details as { retryAt?: unknown } | undefined;
  return typeof details?.retryAt === 'string' ? details.retryAt : null;
}

/**
 * The seller's "Request a review" on a completed order (spec §4): the buyer is notified in-app and
 * by email. Within the cooldown, or once reviewed, the translated refusal says so, with the date
 * from which the seller may ask again.
 */
export function RequestReviewButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('reviews');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const requestReview = useRequestReview();

  const ask = () =>
    requestReview.mutate(orderId, {
      onSuccess: ({ nextRequestAt }) =>
        toast({
          title: t('request.sent'),
          description: t('request.again', { date: formatDate(nextRequestAt, language) }),
          variant: 'success',
        }),
      onError: (error) => {
        const retryAt = retryDateOf(error);
        const reason = describeApiError(error, tCommon);
        toast({
          title: t('request.failed'),
          description: retryAt
            ? `${reason} ${t('request.again', { date: formatDate(retryAt, language) })}`
            : reason,
          variant: 'danger',
        });
      },
    });

  return (
    <Button variant="outline" size="sm" isLoading={requestReview.isPending} onClick={ask}>
      {t('request.button')}
    </Button>
  );
}
