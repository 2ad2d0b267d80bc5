import type { FulfilmentChoice } from '@shared/orders/order.schema';
import type { PaymentMethod } from '@shared/orders/order-states';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../components/ui/radio-group';
import { localisedOption } from '../../../lib/delivery-option-text';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { fulfilmentKey } from '../checkout-form';

interface FulfilmentOptionsProps {
  choices: readonly FulfilmentChoice[];
  value: string | null;
  onChange: (key: string) => void;
  error?: string | undefined;
}

/** Spec §1: shipping options with price and estimate, pickup, same-day; only what every item offers. */
export function FulfilmentOptions({ choices, value, onChange, error }: FulfilmentOptionsProps) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  // Options are stored in the listing's language; the estimate reads in the page's (ADR 043).
  const estimateOf = (choice: FulfilmentChoice) =>
    choice.estimated
      ? localisedOption({ type: choice.kind, label: choice.label, estimated: choice.estimated }, tCommon)
          .estimated
      : null;
  const descriptionOf = (choice: FulfilmentChoice) => {
    const estimate = estimateOf(choice);
    const parts = [
      choice.kind === 'pickup' ? t('fulfilment.pickupFree') : formatPrice(choice.price, language),
      estimate ? t('fulfilment.estimated', { estimate }) : null,
      choice.kind === 'pickup' ? t('fulfilment.pickupHint') : null,
    ];
    return parts.filter(Boolean).join(' · ');
  };
  return (
    <RadioGroup
      label={<span className="text-lg">{t('fulfilment.title')}</span>}
      value={value ?? ''}
      onValueChange={onChange}
      error={error}
      options={choices.map((choice) => ({
        value: fulfilmentKey(choice),
        label: `${t(`fulfilment.kind.${choice.kind}`)}${choice.label && choice.kind !== 'pickup' ? `: ${choice.label}` : ''}`,
        description: descriptionOf(choice),
      }))}
    />
  );
}

interface PaymentOptionsProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}

export function PaymentOptions({ methods, value, onChange }: PaymentOptionsProps) {
  const { t } = useTranslation('checkout');
  return (
    <RadioGroup
      label={<span className="text-lg">{t('payment.title')}</span>}
      value={value ?? ''}
      onValueChange={(next) => onChange(next as PaymentMethod)}
      options={methods.map((method) => ({
        value: method,
        label: t(`payment.method.${method}`),
        description: t(`payment.description.${method}`),
      }))}
    />
  );
}
