import type { Order } from '@shared/orders/order.schema';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { OrderItemList } from '../../components/orders/order-item-list';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { orderQueryKeys } from '../../lib/orders/order-query-keys';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';
import { useUserName } from '../../lib/user-name';
import { useOrder } from './api/get-order';
import { OrderActions } from './components/order-actions';
import { OrderAmounts, OrderDelivery, OrderTimeline } from './components/order-details';
import {
  isAwaitingPayment,
  type PaymentReturn,
  parsePaymentReturn,
  paymentPollIntervalMs,
  paymentPollLimit,
} from './order-forms';

/** Back from the provider's page: received (and, until the webhook lands, waiting) or cancelled. */
function PaymentBanner({
  payment,
  order,
  hasStoppedPolling,
  onCheckAgain,
}: {
  payment: PaymentReturn;
  order: Order;
  hasStoppedPolling: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('orders');
  if (payment === 'success') {
    if (isAwaitingPayment(payment, order.status) && hasStoppedPolling) {
      return (
        <Alert
          variant="warning"
          title={t('payment.slowTitle')}
          actions={
            <Button size="sm" variant="outline" onClick={onCheckAgain}>
              {t('payment.checkAgain')}
            </Button>
          }
        >
          {t('payment.slowText')}
        </Alert>
      );
    }
    if (isAwaitingPayment(payment, order.status)) {
      return (
        <Alert variant="info" title={t('payment.waitingTitle')} icon={<Spinner size="sm" isDecorative />}>
          {t('payment.waitingText')}
        </Alert>
      );
    }
    if (order.paymentStatus === 'paid') {
      return <Alert variant="success">{t('payment.received')}</Alert>;
    }
    return null;
  }
  if (payment === 'cancelled' && order.status === 'created') {
    return <Alert variant="warning">{t('payment.cancelled')}</Alert>;
  }
  return null;
}

interface OrderViewProps {
  order: Order;
  userId: string;
  payment: PaymentReturn;
  hasStoppedPolling: boolean;
  onCheckAgain: () => void;
}

function OrderView({ order, userId, payment, hasStoppedPolling, onCheckAgain }: OrderViewProps) {
  const { t } = useTranslation('orders');
  const userName = useUserName();
  const language = currentLanguage();
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('detail.title', { reference: order.reference })}
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted">
          {t(order.role === 'buyer' ? 'detail.fromSeller' : 'detail.toBuyer', {
            name: userName(order.counterpart.name),
          })}
          {' · '}
          {t('detail.placed', { date: formatDate(order.createdAt, language, 'long') })}
        </p>
      </header>
      <PaymentBanner
        payment={payment}
        order={order}
        hasStoppedPolling={hasStoppedPolling}
        onCheckAgain={onCheckAgain}
      />
      {order.status === 'cancelled' && order.cancelReason && (
        <Alert variant="info" title={t('detail.cancelled')}>
          {t(`cancelReason.${order.cancelReason}`)}
          {order.cancelNote ? ` – ${order.cancelNote}` : ''}
        </Alert>
      )}
      {order.status === 'problem_reported' && (
        <Alert variant="warning" title={t('detail.problem')}>
          {order.problemReason && t(`problemReason.${order.problemReason}`)}
          {order.problemNote ? ` – ${order.problemNote}` : ''}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <OrderActions order={order} userId={userId} />
          <section
            aria-labelledby="order-items-title"
            className="grid gap-3 rounded-card border border-line bg-surface p-4"
          >
            <h2 id="order-items-title" className="text-lg font-semibold">
              {t('detail.items')}
            </h2>
            <OrderItemList items={order.items} />
          </section>
          <OrderTimeline order={order} />
        </div>
        <div className="grid min-w-0 gap-6">
          <OrderAmounts order={order} />
          <OrderDelivery order={order} />
        </div>
      </div>
    </div>
  );
}

/** /orders/:orderId: the buyer's or the seller's view, chosen by `order.role`. */
export function OrderPage() {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const payment = parsePaymentReturn(searchParams.get('payment'));
  const { user } = useSession();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const order = useOrder(userId, orderId, {
    refetchInterval: (query) =>
      query.state.data &&
      isAwaitingPayment(payment, query.state.data.status) &&
      query.state.dataUpdateCount < paymentPollLimit
        ? paymentPollIntervalMs
        : false,
  });
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6">
      <title>{t('detail.documentTitle')}</title>
      <Link
        to={paths.orders}
        className="inline-flex items-center gap-1.5 text-sm font-semibold hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('detail.back')}
      </Link>
      {order.isPending && (
        <p role="status" className="flex items-center gap-3 py-10 text-muted">
          <Spinner size="md" isDecorative />
          {t('detail.loading')}
        </p>
      )}
      {order.isError && (
        <>
          <h1 className="text-2xl font-extrabold">{t('detail.loadFailed')}</h1>
          <Alert variant="danger">{describeApiError(order.error, tCommon)}</Alert>
        </>
      )}
      {order.data && (
        <OrderView
          order={order.data}
          userId={userId}
          payment={payment}
          hasStoppedPolling={
            (queryClient.getQueryState(orderQueryKeys.order(userId, orderId))?.dataUpdateCount ?? 0) >=
            paymentPollLimit
          }
          onCheckAgain={() => void order.refetch()}
        />
      )}
    </div>
  );
}
