import type { ReviewSort } from '@shared/reviews/review.schema';
import { reviewSorts } from '@shared/reviews/review.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSellerReviews } from '../../lib/reviews/api/get-seller-reviews';
import { useUserName } from '../../lib/user-name';
import { ReportButton } from '../report/report-dialog';
import { Button } from '../ui/button';
import { RatingStars } from '../ui/rating-stars';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { ReviewVotes } from './review-votes';

/**
 * A seller's reviews a page at a time (ADR 061), newest or most helpful first, each with its
 * rating, texts, author (or "Anonymous"), date, the listing it is about and the helpful votes.
 * Shown on the listing page and the public seller page.
 */
export function SellerReviewsList({
  sellerId,
  id,
  headingLevel = 2,
}: {
  sellerId: string;
  /** The section's id, for links to it (the seller card's review count). */
  id?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('reviews');
  const userName = useUserName();
  const language = currentLanguage();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const reviews = useSellerReviews(sellerId, { page, sort });
  const sortId = useId();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-lg font-bold">
          {t('list.title')}
          {data && data.total > 0 && (
            <span className="ml-2 text-sm font-normal text-muted">
              {t('list.count', { count: data.total, formattedCount: formatNumber(data.total, language) })}
            </span>
          )}
        </Heading>
        {data && data.total > 1 && (
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm text-muted">
              {t('list.sort')}
            </label>
            <Select
              id={sortId}
              size="sm"
              value={sort}
              onValueChange={(value) => {
                setSort(value as ReviewSort);
                setPage(1);
              }}
              options={reviewSorts.map((value) => ({ value, label: t(`list.sorts.${value}`) }))}
            />
          </div>
        )}
      </div>
      {reviews.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('list.loading')} />
        </div>
      ) : reviews.isError || !data ? (
        <p role="alert" className="text-sm">
          {t('list.error')}
        </p>
      ) : data.total === 0 ? (
        <p className="text-muted">{t('list.empty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-line" aria-busy={reviews.isFetching}>
            {data.reviews.map((review) => (
              <li key={review.id} className="space-y-1.5 py-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <RatingStars average={review.rating} size="sm" showValue={false} />
                  <span className="font-semibold">
                    {review.reviewerName ? userName(review.reviewerName) : t('item.anonymous')}
                  </span>
                  <time dateTime={review.createdAt} className="text-muted">
                    {formatDate(review.createdAt, language)}
                  </time>
                </div>
                {review.title && <p className="font-semibold">{review.title}</p>}
                {review.comment && <p className="text-sm whitespace-pre-line">{review.comment}</p>}
                {review.listingTitle && (
                  <p className="text-xs text-muted">
                    {review.listingSlug ? (
                      <Link
                        className="underline-offset-4 hover:underline"
                        to={paths.listing(review.listingSlug)}
                      >
                        {t('item.about', { title: review.listingTitle })}
                      </Link>
                    ) : (
                      t('item.about', { title: review.listingTitle })
                    )}
                  </p>
                )}
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <ReviewVotes review={review} sellerId={sellerId} />
                  <ReportButton subject={{ kind: 'review', id: review.id }} className="text-muted" />
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav
              aria-label={t('list.pagination')}
              className="flex items-center justify-between gap-3 text-sm"
            >
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('list.previous')}
              </Button>
              <span aria-live="polite">{t('list.page', { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('list.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
