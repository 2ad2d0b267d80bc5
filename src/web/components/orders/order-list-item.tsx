import type { Order } from '@shared/orders/order.schema';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useUserName } from '../../lib/user-name';
import { OrderStatusBadge } from './order-status-badge';

/** One order in a list (buyer's orders page, seller's workspace): opens the order view. */
export function OrderListItem({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const userName = useUserName();
  const language = currentLanguage();
  const [first, ...rest] = order.items;
  const title = first ? first.title : order.reference;
  return (
    <li className="rounded-card border border-line bg-surface">
      <Link
        to={paths.order(order.id)}
        className="flex items-start gap-3 rounded-card p-3 hover:bg-surface-sunken focus-visible:outline-2"
      >
        {first?.thumbnail ? (
          <img
            src={first.thumbnail.url}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-xl object-cover"
          />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-surface-sunken text-muted">
            <ImageOff aria-hidden className="size-5" />
          </span>
        )}
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="font-semibold break-words">
            {title}
            {rest.length > 0 && (
              <span className="font-normal text-muted"> {t('list.more', { count: rest.length })}</span>
            )}
          </span>
          <span className="text-sm text-muted">
            {t(order.role === 'buyer' ? 'list.fromSeller' : 'list.toBuyer', {
              name: userName(order.counterpart.name),
            })}
            {' · '}
            {formatDate(order.createdAt, language)}
            {' · '}
            {order.reference}
          </span>
          <span>
            <OrderStatusBadge status={order.status} />
          </span>
        </span>
        <span className="grid shrink-0 justify-items-end gap-0.5">
          <span className="font-semibold tabular-nums">{formatPrice(order.total, language)}</span>
          {order.payout !== null && (
            <span className="text-sm text-muted tabular-nums">
              {t('list.payout', { amount: formatPrice(order.payout, language) })}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
