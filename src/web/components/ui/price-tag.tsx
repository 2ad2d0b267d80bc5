import type { PriceKind } from '@shared/listings/price-kind';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { cn } from './cn';

export type PriceTagSize = 'sm' | 'md' | 'lg';

const sizeClasses: Record<PriceTagSize, { price: string; extra: string }> = {
  sm: { price: 'text-base', extra: 'text-xs' },
  md: { price: 'text-xl', extra: 'text-sm' },
  lg: { price: 'text-3xl tracking-tight', extra: 'text-base' },
};

export interface PriceTagProps extends Omit<ComponentProps<'p'>, 'children'> {
  /** Price in EUR; 0 reads "Free" ("Zu verschenken"). */
  amount: number;
  /** Earlier, higher price: shown struck through with an accessible "previously …". */
  previousPrice?: number | null;
  /** "VB" follows a negotiable price; a give-away reads "Free" whatever the amount (ADR 042). */
  priceKind?: PriceKind;
  size?: PriceTagSize;
}

export function PriceTag({
  amount,
  previousPrice,
  priceKind = 'fixed',
  size = 'md',
  className,
  ...props
}: PriceTagProps) {
  const { t } = useTranslation('ui');
  const language = currentLanguage();
  const styles = sizeClasses[size];
  const isFree = priceKind === 'free' || amount === 0;
  const isReduced = !isFree && previousPrice != null && previousPrice > amount;
  const negotiable = t('price.negotiable');
  const negotiableLong = t('price.negotiableLong');
  return (
    <p className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)} {...props}>
      <span className={cn('font-bold tabular-nums', styles.price, isReduced ? 'text-brand' : 'text-ink')}>
        {isFree ? t('price.free') : formatPrice(amount, language)}
      </span>
      {priceKind === 'negotiable' && !isFree && (
        <span className={cn('font-medium text-muted', styles.extra)}>
          {negotiable === negotiableLong ? negotiable : <abbr title={negotiableLong}>{negotiable}</abbr>}
        </span>
      )}
      {isReduced && (
        <span className={cn('text-muted tabular-nums', styles.extra)}>
          <span className="sr-only">{t('price.previously')} </span>
          <s>{formatPrice(previousPrice, language)}</s>
        </span>
      )}
    </p>
  );
}
