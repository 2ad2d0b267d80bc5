import type { Order } from '@shared/orders/order.schema';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';

type OrderItem = Order['items'][number];

/** The items of a checkout or an order: photo, title (to the listing), price, and where the price came from. */
export function OrderItemList({ items }: { items: readonly OrderItem[] }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.listingId} className="flex items-start gap-3">
          {item.thumbnail ? (
            <img
              src={item.thumbnail.url}
              alt={item.thumbnail.altText}
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl object-cover"
            />
          ) : (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-surface-sunken text-muted">
              <ImageOff aria-hidden className="size-6" />
            </span>
          )}
          <div className="grid min-w-0 flex-1 gap-0.5">
            <Link to={paths.listing(item.slug)} className="font-semibold break-words hover:underline">
              {item.title}
            </Link>
            {item.quantity > 1 && (
              <span className="text-sm text-muted">{t('items.quantity', { count: item.quantity })}</span>
            )}
            {item.priceSource === 'offer' && (
              <span className="text-sm font-medium text-success">{t('items.offerPrice')}</span>
            )}
          </div>
          <span className="shrink-0 font-semibold tabular-nums">
            {formatPrice(item.unitPrice * item.quantity, language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
