import type { Review, ReviewVote } from '@shared/reviews/review.schema';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeApiError } from '../../lib/api';
import { useVoteReview } from '../../lib/reviews/api/vote-review';
import { useAuthModal } from '../../lib/session/use-auth-modal';
import { useSessionSnapshot } from '../../lib/session/use-session';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';

/**
 * Helpful / not helpful with their counts. Guests are asked to sign in; the author and the reviewed
 * seller see the counts only. The chosen vote is pressed; choosing the other one moves it.
 */
export function ReviewVotes({ review, sellerId }: { review: Review; sellerId: string }) {
  const { t } = useTranslation('reviews');
  const { t: tCommon } = useTranslation();
  const { status } = useSessionSnapshot();
  const authModal = useAuthModal();
  const location = useLocation();
  const voteReview = useVoteReview(sellerId);
  const isSignedIn = status === 'authenticated';

  const cast = (vote: ReviewVote) => {
    if (!isSignedIn) {
      authModal.open({ mode: 'login', origin: 'review-vote', redirectTo: location.pathname });
      return;
    }
    voteReview.mutate(
      { reviewId: review.id, vote },
      {
        onError: (error) =>
          toast({
            title: t('votes.failed'),
            description: describeApiError(error, tCommon),
            variant: 'danger',
          }),
      },
    );
  };

  if (!review.canVote) {
    return (
      <p className="flex gap-4 text-xs text-muted">
        <span>{t('votes.helpfulCount', { count: review.helpfulCount })}</span>
        <span>{t('votes.notHelpfulCount', { count: review.notHelpfulCount })}</span>
      </p>
    );
  }
  const isBusy = voteReview.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span className="text-muted">{t('votes.question')}</span>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={review.myVote === 'helpful'}
        disabled={isBusy}
        onClick={() => cast('helpful')}
      >
        <ThumbsUp aria-hidden />
        {t('votes.helpfulCount', { count: review.helpfulCount })}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={review.myVote === 'notHelpful'}
        disabled={isBusy}
        onClick={() => cast('notHelpful')}
      >
        <ThumbsDown aria-hidden />
        {t('votes.notHelpfulCount', { count: review.notHelpfulCount })}
      </Button>
    </div>
  );
}
