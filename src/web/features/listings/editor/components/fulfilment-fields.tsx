import {
  type DraftShippingOption,
  type ListingDraftFields,
  shippingCarriers,
  shippingOptionsMax,
  shippingPriceMax,
} from '@shared/listings/listing-editor.schema';
import { toCents, toEuros } from '@shared/pricing/cents';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';

function euros(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.min(Math.max(0, toEuros(toCents(value))), shippingPriceMax);
}

type Patch = Partial<ListingDraftFields>;

/** Pickup, up to three shipping options (carrier, price, estimate) and same-day delivery with its price. */
export function FulfilmentFields({
  fields,
  onChange,
  errors,
}: {
  fields: ListingDraftFields;
  onChange(patch: Patch): void;
  errors: { offersPickup?: string | undefined; shippingOptions?: string | undefined };
}) {
  const { t } = useTranslation('listing-editor');
  const options = fields.shippingOptions;
  const updateOption = (index: number, patch: Partial<DraftShippingOption>) =>
    onChange({
      shippingOptions: options.map((option, at) => (at === index ? { ...option, ...patch } : option)),
    });
  const carrierOptions = shippingCarriers.map((carrier) => ({
    value: carrier,
    label: t(`carriers.${carrier}`),
  }));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{t('fulfilment.title')}</legend>
      <Checkbox
        id="editor-field-offersPickup"
        label={t('fulfilment.pickup')}
        checked={fields.offersPickup}
        onCheckedChange={(checked) => onChange({ offersPickup: checked === true })}
      />
      {errors.offersPickup && <p className="text-sm font-medium text-danger">{errors.offersPickup}</p>}
      <Checkbox
        id="editor-field-offersShipping"
        label={t('fulfilment.shipping')}
        checked={fields.offersShipping}
        onCheckedChange={(checked) =>
          onChange(
            checked === true && options.length === 0
              ? {
                  offersShipping: true,
                  shippingOptions: [{ carrier: 'dhl', price: 4.99, estimatedDays: '2-3' }],
                }
              : { offersShipping: checked === true },
          )
        }
      />
      {fields.offersShipping && (
        <div className="grid gap-3 ps-7">
          <ul className="grid gap-3" aria-label={t('fulfilment.optionsLabel')}>
            {options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; their position is who they are.
              <li key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_7rem_7rem_auto]">
                <FormField label={t('fulfilment.carrier', { number: index + 1 })}>
                  <Select
                    options={carrierOptions}
                    value={option.carrier}
                    onValueChange={(carrier) =>
                      updateOption(index, { carrier: carrier as DraftShippingOption['carrier'] })
                    }
                  />
                </FormField>
                <FormField label={t('fulfilment.price')}>
                  <Input
                    inputMode="decimal"
                    defaultValue={String(option.price).replace('.', ',')}
                    onBlur={(event) => updateOption(index, { price: euros(event.target.value) ?? 0 })}
                    trailing="€"
                  />
                </FormField>
                <FormField label={t('fulfilment.estimate')}>
                  <Input
                    value={option.estimatedDays}
                    maxLength={20}
                    onChange={(event) => updateOption(index, { estimatedDays: event.target.value })}
                  />
                </FormField>
                <Button
                  variant="ghost"
                  size="md"
                  aria-label={t('fulfilment.remove', { number: index + 1 })}
                  onClick={() => onChange({ shippingOptions: options.filter((_, at) => at !== index) })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          {errors.shippingOptions && (
            <p className="text-sm font-medium text-danger">{errors.shippingOptions}</p>
          )}
          {options.length < shippingOptionsMax && (
            <Button
              id="editor-field-shippingOptions"
              size="sm"
              variant="outline"
              leadingIcon={<Plus />}
              className="justify-self-start"
              onClick={() =>
                onChange({
                  shippingOptions: [...options, { carrier: 'hermes', price: 4.5, estimatedDays: '2-4' }],
                })
              }
            >
              {t('fulfilment.add')}
            </Button>
          )}
        </div>
      )}
      <Checkbox
        id="editor-field-offersSameDay"
        label={t('fulfilment.sameDay')}
        checked={fields.offersSameDay}
        onCheckedChange={(checked) => onChange({ offersSameDay: checked === true })}
      />
      {fields.offersSameDay && (
        <FormField label={t('fulfilment.sameDayPrice')} className="max-w-40 ps-7">
          <Input
            inputMode="decimal"
            defaultValue={fields.sameDayPrice === null ? '' : String(fields.sameDayPrice).replace('.', ',')}
            onBlur={(event) => onChange({ sameDayPrice: euros(event.target.value) })}
            trailing="€"
          />
        </FormField>
      )}
    </fieldset>
  );
}
