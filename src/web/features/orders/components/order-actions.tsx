import type { Order } from '@shared/orders/order.schema';
import { CreditCard, PackageCheck, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestReviewButton } from '../../../components/reviews/request-review-button';
import { ReviewFormDialog } from '../../../components/reviews/review-form-dialog';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { describeApiError } from '../../../lib/api';
import { orderMoves, useOrderMove, usePayOrder } from '../api/order-moves';
import { CancelOrderDialog } from './cancel-order-dialog';
import { HandOverForm } from './hand-over-form';
import { ReportProblemDialog } from './report-problem-dialog';
import { ShipOrderForm } from './ship-order-form';

/** Sends the buyer to the provider's hosted payment page; a seam so tests can watch it. */
export const leaveForPayment = { go: (url: string) => window.location.assign(url) };

function PayAgainButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const pay = usePayOrder(order.id);
  const [isLeaving, setIsLeaving] = useState(false);
  return (
    <div className="grid gap-2">
      <Button
        leadingIcon={<CreditCard aria-hidden />}
        isLoading={pay.isPending || isLeaving}
        onClick={() =>
          pay.mutate(undefined, {
            onSuccess: (result) => {
              if (!result.paymentUrl) return;
              setIsLeaving(true);
              leaveForPayment.go(result.paymentUrl);
            },
          })
        }
      >
        {t('actions.pay')}
      </Button>
      {pay.isError && <Alert variant="danger">{describeApiError(pay.error, tCommon)}</Alert>}
    </div>
  );
}

/** Buyer: the item arrived as described; completing pays the seller out and makes the listing sold. */
function ConfirmReceiptDialog({ order, userId }: { order: Order; userId: string }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const complete = useOrderMove(userId, order.id, (orderId: string, _: undefined) =>
    orderMoves.complete(orderId),
  );
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button leadingIcon={<PackageCheck aria-hidden />} onClick={() => setIsOpen(true)}>
        {t('actions.complete')}
      </Button>
      <DialogContent
        title={t('complete.title')}
        description={t('complete.description')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('complete.notYet')}</Button>
            </DialogClose>
            <Button
              isLoading={complete.isPending}
              onClick={() =>
                complete.mutate(undefined, {
                  onSuccess: () => {
                    setIsOpen(false);
                    toast({ title: t('complete.done'), variant: 'success' });
                  },
                })
              }
            >
              {t('complete.submit')}
            </Button>
          </>
        }
      >
        {complete.isError && <Alert variant="danger">{describeApiError(complete.error, tCommon)}</Alert>}
      </DialogContent>
    </Dialog>
  );
}

/** "Write a review" after a completed order: the reviews' own form, for this order and its seller. */
function WriteReviewButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" leadingIcon={<Star aria-hidden />} onClick={() => setIsOpen(true)}>
        {t('actions.review')}
      </Button>
      <ReviewFormDialog
        orderId={order.id}
        sellerName={order.counterpart.name}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
      />
    </>
  );
}

/** Only what `order.actions` offers (the server's transition table), plus the review when it may be written. */
export function OrderActions({ order, userId }: { order: Order; userId: string }) {
  const { t } = useTranslation('orders');
  const has = (action: Order['actions'][number]) => order.actions.includes(action);
  const canReview = order.role === 'buyer' && order.canReview;
  // The server answers a request within the cooldown, or for a reviewed order, with its reason.
  const canRequestReview = order.role === 'seller' && order.status === 'completed';
  if (order.actions.length === 0 && !canReview && !canRequestReview) return null;
  return (
    <section
      aria-labelledby="order-actions-title"
      className="grid gap-4 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="order-actions-title" className="text-lg font-semibold">
        {t('actions.title')}
      </h2>
      {has('ship') && <ShipOrderForm order={order} userId={userId} />}
      {has('hand_over') && <HandOverForm order={order} userId={userId} />}
      <div className="flex flex-wrap gap-3">
        {has('pay') && <PayAgainButton order={order} />}
        {has('complete') && <ConfirmReceiptDialog order={order} userId={userId} />}
        {canReview && <WriteReviewButton order={order} />}
        {canRequestReview && <RequestReviewButton orderId={order.id} />}
        {has('report_problem') && <ReportProblemDialog order={order} userId={userId} />}
        {has('cancel') && <CancelOrderDialog order={order} userId={userId} />}
      </div>
    </section>
  );
}
