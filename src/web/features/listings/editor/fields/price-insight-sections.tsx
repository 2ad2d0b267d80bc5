import { toEuros } from '@shared/pricing/cents';
import type { PricingInsight } from '@shared/pricing/pricing.schema';
import { paymentFeeFixedCents } from '@shared/pricing/pricing-rules';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { formatNumber, formatPrice } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { type FeeBreakdown, nudgedPrices } from './price-fees';

export type HeadingLevel = 2 | 3 | 4;

const comparablesListMax = 5;

function Section({
  headingLevel,
  title,
  children,
}: {
  headingLevel: HeadingLevel;
  title: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className="text-base font-semibold text-ink">
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function SuggestionSection({
  insight,
  priceValue,
  onPriceChange,
  headingLevel,
}: {
  insight: PricingInsight;
  priceValue: number | null;
  onPriceChange(price: number): void;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation('listing-fields');
  const language = currentLanguage();
  const { suggestion, floorPrice, ceilingPrice } = insight;
  const nudgeId = useId();
  return (
    <Section headingLevel={headingLevel} title={t('price.suggestion.heading')}>
      {suggestion === null ? (
        <p className="text-sm text-muted">{t('price.suggestion.none')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-0.5">
              <p className="text-2xl font-bold text-ink tabular-nums">{formatPrice(suggestion, language)}</p>
              {floorPrice !== null && ceilingPrice !== null && (
                <p className="text-sm text-muted">
                  {t('price.suggestion.range', {
                    floor: formatPrice(floorPrice, language),
                    ceiling: formatPrice(ceilingPrice, language),
                  })}
                </p>
              )}
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={priceValue === suggestion}
              onClick={() => onPriceChange(suggestion)}
            >
              {t('price.suggestion.use')}
            </Button>
          </div>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-muted">{t('price.nudge.group')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {nudgedPrices(suggestion).map((nudge) => {
                const percent = formatNumber(nudge.percent / 100, language, {
                  style: 'percent',
                  signDisplay: 'exceptZero',
                });
                const price = formatPrice(nudge.price, language);
                const descriptionId = `${nudgeId}${nudge.percent}`;
                // Named by what it shows, "+5 % €105" (WCAG 2.5.3, ADR 041); the sentence describes it.
                return (
                  <Fragment key={nudge.percent}>
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-auto flex-col gap-0 py-1.5"
                      aria-describedby={descriptionId}
                      aria-pressed={priceValue === nudge.price}
                      onClick={() => onPriceChange(nudge.price)}
                    >
                      <span className="tabular-nums">{percent}</span>{' '}
                      <span className="text-xs font-normal text-muted tabular-nums">{price}</span>
                    </Button>
                    <span id={descriptionId} hidden>
                      {t('price.nudge.label', { percent, price })}
                    </span>
                  </Fragment>
                );
              })}
            </div>
          </fieldset>
        </>
      )}
    </Section>
  );
}

export function FeesSection({
  breakdown,
  headingLevel,
}: {
  breakdown: FeeBreakdown;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation('listing-fields');
  const language = currentLanguage();
  return (
    <Section headingLevel={headingLevel} title={t('price.fees.heading')}>
      <p className="text-sm text-muted">
        {t('price.fees.basis', { price: formatPrice(breakdown.price, language) })}
      </p>
      <dl className="grid gap-1.5 text-sm">
        {breakdown.fees.map((fee) => (
          <div key={fee.id} className="flex justify-between gap-3">
            <dt className="min-w-0 text-muted [overflow-wrap:anywhere]">
              {t(`fees.${fee.id}`)}
              {fee.rate !== null && (
                <span className="ml-1 text-xs">
                  ({formatNumber(fee.rate, language, { style: 'percent', maximumFractionDigits: 1 })}
                  {fee.id === 'payment' &&
                    ` + ${formatPrice(toEuros(paymentFeeFixedCents), language, { isWhole: false })}`}
                  )
                </span>
              )}
            </dt>
            <dd className="shrink-0 text-ink tabular-nums">
              −{formatPrice(fee.amount, language, { isWhole: false })}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-line pt-1.5">
          <dt className="text-muted">{t('price.fees.total')}</dt>
          <dd className="text-ink tabular-nums">
            −{formatPrice(breakdown.totalFees, language, { isWhole: false })}
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-semibold">
          <dt>{t('price.fees.net')}</dt>
          <dd className={breakdown.netProceeds < 0 ? 'text-danger tabular-nums' : 'text-ink tabular-nums'}>
            {formatPrice(breakdown.netProceeds, language, { isWhole: false })}
          </dd>
        </div>
      </dl>
      {breakdown.netProceeds < 0 && <p className="text-sm text-danger">{t('price.fees.loss')}</p>}
    </Section>
  );
}

export function ComparablesSection({
  insight,
  headingLevel,
}: {
  insight: PricingInsight;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation('listing-fields');
  const language = currentLanguage();
  const { comparables } = insight;
  const hasSample = comparables.sampleSize > 0 && comparables.median !== null;
  return (
    <Section headingLevel={headingLevel} title={t('price.comparables.heading')}>
      {!hasSample ? (
        <p className="text-sm text-muted">{t('price.comparables.none', { days: comparables.windowDays })}</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(['floor', 'median', 'ceiling'] as const).map((key) => (
              <div key={key} className="rounded-lg bg-surface-sunken p-2">
                <dt className="text-xs text-muted">{t(`price.comparables.${key}`)}</dt>
                <dd className="font-semibold text-ink tabular-nums">
                  {comparables[key] === null ? '–' : formatPrice(comparables[key], language)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted">
            {t('price.comparables.sample', { count: comparables.sampleSize, days: comparables.windowDays })}{' '}
            {t(`price.comparables.scope.${comparables.scope}`)}
          </p>
          {comparables.listings.length > 0 && (
            <ul className="grid gap-1 text-sm">
              {comparables.listings.slice(0, comparablesListMax).map((listing) => (
                <li key={listing.listingId} className="flex justify-between gap-3">
                  <Link
                    to={paths.listing(listing.slug)}
                    className="truncate text-brand underline-offset-4 hover:underline"
                  >
                    {listing.title}
                  </Link>
                  <span className="shrink-0 text-ink tabular-nums">
                    {formatPrice(listing.price, language)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}

export function RationaleSection({
  insight,
  headingLevel,
}: {
  insight: PricingInsight;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation('listing-fields');
  if (insight.rationale.length === 0) return null;
  const items = [...insight.rationale].sort((left, right) => right.weight - left.weight);
  return (
    <Section headingLevel={headingLevel} title={t('price.rationale.heading')}>
      <ul className="grid gap-2 text-sm">
        {items.map((item) => (
          <li key={item.id} className="grid gap-0.5">
            <span className="font-medium text-ink">{item.summary}</span>
            {item.detail && <span className="text-muted">{item.detail}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
