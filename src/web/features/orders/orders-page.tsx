import type { OrderStatus } from '@shared/orders/order-states';
import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrderListItem } from '../../components/orders/order-list-item';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api';
import { useOrders } from '../../lib/orders/api/list-orders';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';
import { orderFilterStatuses } from './order-forms';

const pageSize = 20;
const allStatuses = 'all';

function parseStatus(value: string | null): OrderStatus | undefined {
  return orderFilterStatuses.find((status) => status === value);
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /orders: what the signed-in user bought, newest first, by status and page. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatus(searchParams.get('status'));
  const page = parsePage(searchParams.get('page'));
  const { user } = useSession();
  const orders = useOrders(user?.id ?? '', { role: 'buyer', status, page, pageSize });
  const pageCount = orders.data ? Math.max(1, Math.ceil(orders.data.total / pageSize)) : 1;

  const update = (next: { status?: OrderStatus | undefined; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) params.set('status', nextStatus);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6">
      <title>{t('list.documentTitle')}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('list.title')}</h1>
        <FormField label={t('list.filter')} className="w-full sm:w-60">
          <Select
            value={status ?? allStatuses}
            onValueChange={(value) => update({ status: parseStatus(value) })}
            options={[
              { value: allStatuses, label: t('list.allStatuses') },
              ...orderFilterStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
        </FormField>
      </header>
      {orders.isPending && (
        <p role="status" className="flex items-center gap-3 py-10 text-muted">
          <Spinner size="md" isDecorative />
          {t('list.loading')}
        </p>
      )}
      {orders.isError && <Alert variant="danger">{describeApiError(orders.error, tCommon)}</Alert>}
      {orders.data && orders.data.orders.length === 0 && (
        <EmptyState
          icon={<Package />}
          title={status ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}
          description={t('list.emptyText')}
          action={
            <Link to={paths.home} className={buttonClasses({})}>
              {t('list.browse')}
            </Link>
          }
        />
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <>
          <ul className="grid gap-3" aria-label={t('list.title')}>
            {orders.data.orders.map((order) => (
              <OrderListItem key={order.id} order={order} />
            ))}
          </ul>
          {pageCount > 1 && (
            <nav aria-label={t('list.pagination')} className="flex items-center justify-between gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
                {t('list.previous')}
              </Button>
              <span className="text-sm text-muted">{t('list.pageOf', { page, count: pageCount })}</span>
              <Button
                variant="outline"
                disabled={page >= pageCount}
                onClick={() => update({ page: page + 1 })}
              >
                {t('list.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
