import type { ListingSeller } from '@shared/listings/listing-detail.schema';
import type { TFunction } from 'i18next';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SellerKindBadge } from '../../../../components/trader-info';
import { Avatar } from '../../../../components/ui/avatar';
import { Badge } from '../../../../components/ui/badge';
import { RatingStars } from '../../../../components/ui/rating-stars';
import { formatDate, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';

/** The listing page's reviews section, which the review count links to. */
export const sellerReviewsSectionId = 'seller-reviews';

const linkClasses = 'font-semibold text-brand underline-offset-4 hover:underline';

function formatResponseTime(minutes: number, t: TFunction<'listing-detail'>): string {
  if (minutes < 60) return t('seller.minutes', { count: minutes });
  return t('seller.hours', { count: Math.round(minutes / 60) });
}

/**
 * Every figure here is computed from real events (ADR 060): sales from completed orders and
 * listings marked sold, response figures from the chat. A figure nothing backs yet (a seller with
 * fewer than three chats) is left out rather than shown as a guess; the review count leads to the page's reviews, the
 * name and the profile link to the public seller page.
 */
export function SellerCard({
  seller,
  successfulSales,
  moreLink,
}: {
  seller: ListingSeller;
  successfulSales: number;
  moreLink?: ReactNode;
}) {
  const { t } = useTranslation('listing-detail');
  const language = currentLanguage();
  return (
    <section
      aria-labelledby="listing-seller-title"
      className="space-y-4 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="listing-seller-title" className="text-lg font-bold">
        {t('seller.title')}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={seller.name} size="lg" isDecorative />
        <div className="min-w-0">
          <Link
            to={paths.seller(seller.id)}
            className="block truncate font-semibold underline-offset-4 hover:underline"
          >
            {seller.name}
          </Link>
          <SellerKindBadge sellerKind={seller.sellerKind} />
          {seller.rating === null ? (
            <p className="text-sm text-muted">{t('seller.noReviews')}</p>
          ) : (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <RatingStars average={seller.rating} size="sm" />
              {/* 24 px high: Lighthouse's target-size check (WCAG 2.5.8) counted the 20 px line too small. */}
              <a
                href={`#${sellerReviewsSectionId}`}
                className={`${linkClasses} inline-flex min-h-6 items-center`}
              >
                {t('seller.reviews', {
                  count: seller.reviewCount,
                  formattedCount: formatNumber(seller.reviewCount, language),
                })}
              </a>
            </div>
          )}
        </div>
      </div>
      {seller.badges.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {seller.badges.map((badge) => (
            <li key={badge}>
              <Badge variant="success">{t(`seller.badges.${badge}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">{t('seller.sales')}</dt>
        <dd className="font-semibold">{formatNumber(successfulSales, language)}</dd>
        {seller.responseRate !== null && (
          <>
            <dt className="text-muted">{t('seller.responseRate')}</dt>
            <dd className="font-semibold">
              {formatNumber(seller.responseRate, language, { style: 'percent' })}
            </dd>
          </>
        )}
        {seller.responseTime !== null && (
          <>
            <dt className="text-muted">{t('seller.responseTime')}</dt>
            <dd className="font-semibold">{formatResponseTime(seller.responseTime, t)}</dd>
          </>
        )}
        {seller.location && (
          <>
            <dt className="text-muted">{t('seller.location')}</dt>
            <dd className="flex items-center gap-1 font-semibold">
              <MapPin aria-hidden className="size-3.5" />
              {seller.location}
            </dd>
          </>
        )}
      </dl>
      <p className="text-sm text-muted">
        {t('seller.memberSince', { date: formatDate(seller.joined, language, 'long') })}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={paths.seller(seller.id)} className={linkClasses}>
          {t('seller.profileLink')}
        </Link>
        {moreLink}
      </div>
    </section>
  );
}
