import type { ListingSeller } from '@shared/listings/listing-detail.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { RatingStars } from '../../../../components/ui/rating-stars';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDate, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useSellerReviews } from '../../api/get-seller-reviews';

/** The rating opens the seller's reviews, newest first, loaded when asked for. */
export function SellerReviewsDialog({ seller }: { seller: ListingSeller }) {
  const { t } = useTranslation('listing-detail');
  const language = currentLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const reviews = useSellerReviews(seller.id, isOpen);
  const count = t('seller.reviews', {
    count: seller.reviewCount,
    formattedCount: formatNumber(seller.reviewCount, language),
  });
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto p-0">
          {count}
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={t('reviews.title', { name: seller.name })}
        description={
          seller.rating === null
            ? undefined
            : t('reviews.summary', { rating: formatNumber(seller.rating, language), count })
        }
      >
        {reviews.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('reviews.loading')} />
          </div>
        ) : reviews.isError ? (
          <p role="alert" className="text-sm">
            {t('reviews.error')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-muted">{t('seller.noReviews')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((review) => (
              <li key={review.id} className="space-y-1 py-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <RatingStars average={review.rating} size="sm" showValue={false} />
                  <span className="font-semibold">{review.reviewerName ?? t('reviews.anonymous')}</span>
                  <time dateTime={review.createdAt} className="text-muted">
                    {formatDate(review.createdAt, language)}
                  </time>
                </div>
                {review.title && <p className="font-semibold">{review.title}</p>}
                {review.comment && <p className="text-sm">{review.comment}</p>}
                {review.listingTitle && (
                  <p className="text-xs text-muted">{t('reviews.about', { title: review.listingTitle })}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        {reviews.hasNextPage && (
          <Button
            variant="outline"
            className="mt-3 w-full"
            isLoading={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            {t('reviews.more')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
