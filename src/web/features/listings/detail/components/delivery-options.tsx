import type { ShippingOption } from '@shared/listings/listing.schema';
import { Bike, Handshake, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { localisedOption } from '../../../../lib/delivery-option-text';
import { formatPrice } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';

const typeIcons = { shipping: Truck, pickup: Handshake, sameday: Bike } as const;

/** Shipping, pickup and same-day options with their prices and delivery estimates. */
export function DeliveryOptions({ options }: { options: ShippingOption[] }) {
  const { t } = useTranslation('listing-detail');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  return (
    <section aria-labelledby="listing-delivery-title" className="space-y-3">
      <h2 id="listing-delivery-title" className="text-lg font-bold">
        {t('delivery.title')}
      </h2>
      {options.length === 0 ? (
        <p className="text-sm text-muted">{t('delivery.none')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-surface">
          {options.map((option) => {
            const Icon = typeIcons[option.type];
            const { label, estimated } = localisedOption(option, tCommon);
            return (
              <li key={option.id} className="flex items-center gap-3 p-3">
                <Icon aria-hidden className="size-5 shrink-0 text-muted" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {label}
                    {option.highlight && (
                      <Badge size="sm" variant="success">
                        {t('delivery.recommended')}
                      </Badge>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {tCommon(`delivery.types.${option.type}`)} · {estimated}
                  </p>
                </div>
                <p className="font-semibold tabular-nums">
                  {option.price === 0 ? t('delivery.free') : formatPrice(option.price, language)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
