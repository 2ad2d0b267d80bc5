import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { cn } from './cn';

export interface RatingStarsProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Average from 0 to 5. */
  average: number;
  /** Number of ratings; shown in brackets and in the accessible label. */
  count?: number;
  size?: 'sm' | 'md';
  /** Print the average next to the stars. */
  showValue?: boolean;
}

const starCount = 5;

export function RatingStars({
  average,
  count,
  size = 'md',
  showValue = true,
  className,
  ...props
}: RatingStarsProps) {
  const { t } = useTranslation('ui');
  const language = currentLanguage();
  const clamped = Math.min(starCount, Math.max(0, average));
  const value = formatNumber(clamped, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label =
    count === 0
      ? t('rating.none')
      : count === undefined
        ? t('rating.label', { average: value })
        : t('rating.labelWithCount', {
            average: value,
            count,
            formattedCount: formatNumber(count, language),
          });
  const starSize = size === 'sm' ? 'size-3.5' : 'size-4.5';

  return (
    <div
      className={cn('inline-flex items-center gap-1.5', size === 'sm' ? 'text-xs' : 'text-sm', className)}
      {...props}
    >
      <span role="img" aria-label={label} className="inline-flex gap-0.5">
        {Array.from({ length: starCount }, (_, index) => {
          const fill = Math.min(1, Math.max(0, clamped - index));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
            <span key={index} className={cn('relative inline-flex', starSize)}>
              <Star className={cn('text-line-strong', starSize)} strokeWidth={1.75} aria-hidden="true" />
              {fill > 0 && (
                <span
                  className="absolute inset-y-0 left-0 overflow-hidden"
                  style={{ width: `${fill * 100}%` }}
                >
                  <Star
                    className={cn('fill-current text-warning', starSize)}
                    strokeWidth={1.75}
                    aria-hidden="true"
                  />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {count !== 0 && showValue && (
        <span aria-hidden="true" className="font-semibold text-ink tabular-nums">
          {value}
        </span>
      )}
      {count !== undefined && (
        <span aria-hidden="true" className="text-muted tabular-nums">
          {count === 0 ? t('rating.none') : `(${formatNumber(count, language)})`}
        </span>
      )}
    </div>
  );
}
