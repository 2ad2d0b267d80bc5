import type { Order } from '@shared/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { formatPrice, localeFor } from '../../../lib/format';
import { currentLanguage, type Language } from '../../../lib/i18n';

const dateTime = (value: string, language: Language) =>
  new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));

/** What happened to the order, oldest first, from its events. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  return (
    <section
      aria-labelledby="order-timeline-title"
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="order-timeline-title" className="text-lg font-semibold">
        {t('timeline.title')}
      </h2>
      <ol className="grid gap-3 border-l-2 border-line pl-4">
        {order.events.map((event) => (
          <li key={`${event.toStatus}-${event.createdAt}`} className="relative grid gap-0.5">
            <span aria-hidden className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand" />
            <span className="font-semibold">{t(`status.${event.toStatus}`)}</span>
            <span className="text-sm text-muted">
              <time dateTime={event.createdAt}>{dateTime(event.createdAt, language)}</time>
              {' · '}
              {t(`actor.${event.actor}`)}
            </span>
            {event.note && <span className="text-sm break-words">{event.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every amount named; the seller also sees the §9 fees and the payout. */
export function OrderAmounts({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const price = (amount: number) => formatPrice(amount, language);
  return (
    <section
      aria-labelledby="order-amounts-title"
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="order-amounts-title" className="text-lg font-semibold">
        {t('amounts.title')}
      </h2>
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('amounts.items')}</dt>
          <dd className="tabular-nums">{price(order.itemsTotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('amounts.shipping')}</dt>
          <dd className="tabular-nums">
            {order.fulfilment === 'pickup' ? t('amounts.noShipping') : price(order.shipping)}
          </dd>
        </div>
        {order.buyerFees.length === 0 ? (
          <div className="flex justify-between gap-4">
            <dt>{t('amounts.buyerFees')}</dt>
            <dd>{t('amounts.noBuyerFee')}</dd>
          </div>
        ) : (
          order.buyerFees.map((fee) => (
            <div key={fee.id} className="flex justify-between gap-4">
              <dt>{t(`amounts.fee.${fee.id}`, { defaultValue: fee.id })}</dt>
              <dd className="tabular-nums">{price(fee.amount)}</dd>
            </div>
          ))
        )}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
          <dt>{t('amounts.total')}</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {price(order.total)}
          </dd>
        </div>
        {order.sellerFees && (
          <>
            {order.sellerFees.map((fee) => (
              <div key={fee.id} className="flex justify-between gap-4 text-muted">
                <dt>{t(`amounts.sellerFee.${fee.id}`, { defaultValue: fee.id })}</dt>
                <dd className="tabular-nums">−{price(fee.amount)}</dd>
              </div>
            ))}
            {order.sellerFees.length === 0 && (
              <div className="flex justify-between gap-4 text-muted">
                <dt>{t('amounts.sellerFees')}</dt>
                <dd>{t('amounts.noSellerFee')}</dd>
              </div>
            )}
          </>
        )}
        {order.payout !== null && (
          <div className="flex justify-between gap-4 border-t border-line pt-2 font-semibold">
            <dt>
              {t('amounts.payout')}
              {order.payoutStatus && (
                <span className="ml-1 font-normal text-muted">
                  ({t(`payoutStatus.${order.payoutStatus}`)})
                </span>
              )}
            </dt>
            <dd className="tabular-nums">{price(order.payout)}</dd>
          </div>
        )}
      </dl>
      <p className="text-sm text-muted">
        {t(`paymentMethod.${order.paymentMethod}`)} · {t(`paymentStatus.${order.paymentStatus}`)}
      </p>
    </section>
  );
}

/** How the item travels: the address and tracking for shipping, the handover code for pickup. */
export function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const address = order.shippingAddress;
  return (
    <section
      aria-labelledby="order-delivery-title"
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="order-delivery-title" className="text-lg font-semibold">
        {t('delivery.title')}
      </h2>
      <p className="font-medium">
        {t(`fulfilment.${order.fulfilment}`)}
        {order.shippingLabel && order.fulfilment !== 'pickup' ? ` · ${order.shippingLabel}` : ''}
      </p>
      {address && (
        <address className="text-sm not-italic">
          {address.name}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
          <br />
          {t(`country.${address.country}`, { defaultValue: address.country })}
        </address>
      )}
      {order.trackingNumber && (
        <dl className="grid gap-1 text-sm">
          <dt className="text-muted">{t('delivery.tracking')}</dt>
          <dd className="font-semibold break-all" data-testid="order-tracking">
            {order.carrier} · {order.trackingNumber}
          </dd>
        </dl>
      )}
      {order.handoverCode && (
        <div className="grid gap-1 rounded-xl bg-brand-soft p-4 text-center">
          <span className="text-sm font-semibold">{t('delivery.handoverCode')}</span>
          <span
            className="font-mono text-4xl font-extrabold tracking-[0.3em] tabular-nums"
            data-testid="handover-code"
          >
            {order.handoverCode}
          </span>
          <span className="text-sm">{t('delivery.handoverHint')}</span>
        </div>
      )}
    </section>
  );
}
