import type { SearchParams } from '@shared/search/search-params';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../components/ui/chip';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { SearchState } from '../use-search-state';

const quickPriceMax = 50;

const isOnly = <T,>(list: T[] | undefined, value: T) => list?.length === 1 && list[0] === value;

/** Spec §2 header quick filters: price max 50, condition new, pickup only, shipping only. */
export function QuickFilterChips({ state }: { state: SearchState }) {
  const { t } = useTranslation('search');
  const { params, update } = state;
  const chips: {
    key: string;
    label: string;
    isPressed: boolean;
    toggle: (isPressed: boolean) => SearchParams;
  }[] = [
    {
      key: 'price',
      label: t('quickFilters.priceMax', { price: formatPrice(quickPriceMax, currentLanguage()) }),
      isPressed: params.priceMax === quickPriceMax,
      // A minimum above the new maximum would leave nothing to find.
      toggle: (isPressed) =>
        isPressed
          ? {
              priceMax: quickPriceMax,
              priceMin: (params.priceMin ?? 0) > quickPriceMax ? undefined : params.priceMin,
            }
          : { priceMax: undefined },
    },
    {
      key: 'free',
      label: t('quickFilters.freeOnly'),
      isPressed: isOnly(params.priceKind, 'free'),
      toggle: (isPressed) => ({ priceKind: isPressed ? ['free'] : undefined }),
    },
    {
      key: 'new',
      label: t('quickFilters.conditionNew'),
      isPressed: isOnly(params.condition, 'new'),
      toggle: (isPressed) => ({ condition: isPressed ? ['new'] : undefined }),
    },
    {
      key: 'pickup',
      label: t('quickFilters.pickupOnly'),
      isPressed: isOnly(params.fulfillment, 'pickup'),
      toggle: (isPressed) => ({ fulfillment: isPressed ? ['pickup'] : undefined }),
    },
    {
      key: 'shipping',
      label: t('quickFilters.shippingOnly'),
      isPressed: isOnly(params.fulfillment, 'shipping'),
      toggle: (isPressed) => ({ fulfillment: isPressed ? ['shipping'] : undefined }),
    },
  ];
  return (
    <ul aria-label={t('quickFilters.label')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            size="sm"
            isPressed={chip.isPressed}
            onPressedChange={(isPressed) => update(chip.toggle(isPressed))}
          >
            {chip.label}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
