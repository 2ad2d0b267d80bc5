import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { CheckoutSummary as Summary } from '../checkout-form';

/** Every amount named: items, shipping, the buyer's fees (or that there are none), and the total. */
export function CheckoutSummary({ summary, itemCount }: { summary: Summary; itemCount: number }) {
  const { t } = useTranslation('checkout');
  const language = currentLanguage();
  const price = (amount: number) => formatPrice(amount, language);
  return (
    <dl className="grid gap-2 text-sm" data-testid="checkout-summary">
      <div className="flex justify-between gap-4">
        <dt>{t('summary.items', { count: itemCount })}</dt>
        <dd className="tabular-nums">{price(summary.items)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('summary.shipping')}</dt>
        <dd className="tabular-nums">
          {summary.shipping === null ? t('summary.noShipping') : price(summary.shipping)}
        </dd>
      </div>
      {summary.buyerFees.length === 0 ? (
        <div className="flex justify-between gap-4">
          <dt>{t('summary.buyerFees')}</dt>
          <dd>{t('summary.noBuyerFee')}</dd>
        </div>
      ) : (
        summary.buyerFees.map((fee) => (
          <div key={fee.id} className="flex justify-between gap-4">
            <dt>{t(`summary.fee.${fee.id}`, { defaultValue: fee.id })}</dt>
            <dd className="tabular-nums">{price(fee.amount)}</dd>
          </div>
        ))
      )}
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base font-bold">
        <dt>{t('summary.total')}</dt>
        <dd className="tabular-nums" data-testid="checkout-total">
          {price(summary.total)}
        </dd>
      </div>
    </dl>
  );
}
