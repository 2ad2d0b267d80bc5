import type { Order } from '@shared/orders/order.schema';
import { handOverOrderRequestSchema } from '@shared/orders/order.schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { describeApiError } from '../../../lib/api';
import { orderMoves, useOrderMove } from '../api/order-moves';

/** Seller at the pickup: the buyer shows a 6-digit code; entering it confirms the handover. */
export function HandOverForm({ order, userId }: { order: Order; userId: string }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const handOver = useOrderMove(userId, order.id, orderMoves.handOver);
  const [code, setCode] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (handOver.isPending) return;
    const parsed = handOverOrderRequestSchema.safeParse({ code: code.replace(/\s/g, '') });
    setIsInvalid(!parsed.success);
    if (!parsed.success) return;
    handOver.mutate(parsed.data.code, {
      onSuccess: () => toast({ title: t('handOver.done'), variant: 'success' }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="hand-over-title">
      <h3 id="hand-over-title" className="font-semibold">
        {t('handOver.title')}
      </h3>
      <FormField
        label={t('handOver.code')}
        hint={order.paymentMethod === 'cash_on_pickup' ? t('handOver.cashHint') : t('handOver.hint')}
        error={isInvalid ? t('handOver.codeError') : undefined}
        isRequired
      >
        <Input
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="max-w-40 text-lg tracking-widest tabular-nums"
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      {handOver.isError && <Alert variant="danger">{describeApiError(handOver.error, tCommon)}</Alert>}
      <Button type="submit" isLoading={handOver.isPending} className="justify-self-start">
        {t('handOver.submit')}
      </Button>
    </form>
  );
}
