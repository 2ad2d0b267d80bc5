import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OrderListItem } from '../../../components/orders/order-list-item';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api';
import { useOrders } from '../../../lib/orders/api/list-orders';
import { useSession } from '../../../lib/session/use-session';
import { sellerOrderCounts } from '../seller-orders';

/** The largest page the API serves: the newest 50 sales, enough to count what waits on the seller. */
const sellerPageSize = 50;

/**
 * Workspace section "orders": the seller's sales, newest first, with how many wait to be shipped or
 * handed over; each opens the order view (/orders/:id), where the seller acts.
 */
export function SellerOrdersSection() {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const { user } = useSession();
  const orders = useOrders(user?.id ?? '', { role: 'seller', page: 1, pageSize: sellerPageSize });
  if (orders.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-6 text-muted">
        <Spinner size="md" isDecorative />
        {t('seller.loading')}
      </p>
    );
  }
  if (orders.isError) return <Alert variant="danger">{describeApiError(orders.error, tCommon)}</Alert>;
  const list = orders.data.orders;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<PackageOpen />}
        title={t('seller.emptyTitle')}
        description={t('seller.emptyText')}
        headingLevel={3}
      />
    );
  }
  const counts = sellerOrderCounts(list);
  return (
    <div className="grid gap-4">
      {(counts.toShip > 0 || counts.toHandOver > 0) && (
        <p
          className="flex flex-wrap items-center gap-2 text-sm font-semibold"
          data-testid="seller-order-counts"
        >
          {t('seller.needsAction')}
          {counts.toShip > 0 && (
            <Badge variant="warning">{t('seller.toShip', { count: counts.toShip })}</Badge>
          )}
          {counts.toHandOver > 0 && (
            <Badge variant="warning">{t('seller.toHandOver', { count: counts.toHandOver })}</Badge>
          )}
        </p>
      )}
      <ul className="grid gap-3" aria-label={t('seller.listLabel')}>
        {list.map((order) => (
          <OrderListItem key={order.id} order={order} />
        ))}
      </ul>
    </div>
  );
}
