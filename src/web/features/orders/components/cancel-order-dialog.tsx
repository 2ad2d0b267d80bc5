import type { Order } from '@shared/orders/order.schema';
import type { CancelReason } from '@shared/orders/order-states';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Textarea } from '../../../components/ui/textarea';
import { describeApiError } from '../../../lib/api';
import { orderMoves, useOrderMove } from '../api/order-moves';
import { cancelReasonsFor } from '../order-forms';

const formId = 'cancel-order-form';

/** Either side before shipping: a reason (and a note); a paid order is refunded by the server. */
export function CancelOrderDialog({ order, userId }: { order: Order; userId: string }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const cancel = useOrderMove(userId, order.id, orderMoves.cancel);
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    if (!reason) {
      setIsReasonMissing(true);
      return;
    }
    cancel.mutate(
      { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast({ title: t('cancel.done'), variant: 'success' });
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        {t('actions.cancel')}
      </Button>
      <DialogContent
        title={t('cancel.title')}
        description={order.paymentStatus === 'paid' ? t('cancel.refundNote') : t('cancel.description')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('cancel.keep')}</Button>
            </DialogClose>
            <Button type="submit" form={formId} variant="danger" isLoading={cancel.isPending}>
              {t('cancel.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
          <RadioGroup
            label={t('cancel.reason')}
            value={reason ?? ''}
            onValueChange={(value) => {
              setReason(value as CancelReason);
              setIsReasonMissing(false);
            }}
            error={isReasonMissing ? t('cancel.reasonError') : undefined}
            options={cancelReasonsFor(order.role).map((value) => ({
              value,
              label: t(`cancelReason.${value}`),
            }))}
          />
          <FormField label={t('cancel.note')} isOptional>
            <Textarea
              value={note}
              maxLength={500}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {cancel.isError && <Alert variant="danger">{describeApiError(cancel.error, tCommon)}</Alert>}
        </form>
      </DialogContent>
    </Dialog>
  );
}
