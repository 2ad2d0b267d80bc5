import type { OrderStatus } from '@shared/orders/order-states';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../ui/badge';

const statusVariants: Record<OrderStatus, BadgeVariant> = {
  created: 'warning',
  paid: 'info',
  shipped: 'brand',
  handed_over: 'brand',
  completed: 'success',
  cancelled: 'neutral',
  problem_reported: 'danger',
};

/** An order's status as a chip (needs the `orders` catalogue). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Badge variant={statusVariants[status]}>{t(`status.${status}`)}</Badge>;
}
