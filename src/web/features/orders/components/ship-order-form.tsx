import type { Order } from '@shared/orders/order.schema';
import { shipOrderRequestSchema } from '@shared/orders/order.schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { describeApiError } from '../../../lib/api';
import { orderMoves, useOrderMove } from '../api/order-moves';
import { carrierOptions, otherCarrier, shipmentOf } from '../order-forms';

/** Seller: the parcel is on its way, with the carrier and the tracking number the buyer can follow. */
export function ShipOrderForm({ order, userId }: { order: Order; userId: string }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const ship = useOrderMove(userId, order.id, orderMoves.ship);
  const [carrier, setCarrier] = useState<string>(carrierOptions[0]);
  const [otherName, setOtherName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ carrier?: boolean; trackingNumber?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ship.isPending) return;
    const shipment = shipmentOf(carrier, otherName, trackingNumber);
    const parsed = shipOrderRequestSchema.safeParse(shipment);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({ carrier: fields.has('carrier'), trackingNumber: fields.has('trackingNumber') });
      return;
    }
    setErrors({});
    ship.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('ship.done'), variant: 'success' }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="ship-order-title">
      <h3 id="ship-order-title" className="font-semibold">
        {t('ship.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('ship.carrier')} isRequired>
          <Select
            value={carrier}
            onValueChange={setCarrier}
            options={carrierOptions.map((value) => ({
              value,
              label: value === otherCarrier ? t('ship.otherCarrier') : value,
            }))}
          />
        </FormField>
        {carrier === otherCarrier && (
          <FormField
            label={t('ship.carrierName')}
            error={errors.carrier ? t('ship.carrierError') : undefined}
            isRequired
          >
            <Input value={otherName} maxLength={40} onChange={(event) => setOtherName(event.target.value)} />
          </FormField>
        )}
        <FormField
          label={t('ship.trackingNumber')}
          hint={t('ship.trackingHint')}
          error={errors.trackingNumber ? t('ship.trackingError') : undefined}
          isRequired
          className="sm:col-span-2"
        >
          <Input
            value={trackingNumber}
            maxLength={40}
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
        </FormField>
      </div>
      {ship.isError && <Alert variant="danger">{describeApiError(ship.error, tCommon)}</Alert>}
      <Button type="submit" isLoading={ship.isPending} className="justify-self-start">
        {t('ship.submit')}
      </Button>
    </form>
  );
}
