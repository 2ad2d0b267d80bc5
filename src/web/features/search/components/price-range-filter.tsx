import { searchPriceMax } from '@shared/search/search-params';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { SearchState } from '../use-search-state';

type PriceErrors = { min?: string; max?: string };

/** '' is "no limit"; German users may type a decimal comma. */
const parseEuros = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : 'invalid';
};

export function PriceRangeFilter({ state }: { state: SearchState }) {
  const { t } = useTranslation('search');
  const { priceMin, priceMax } = state.params;
  // Remounted by the parent when the URL's prices change, so the fields always start from the URL.
  const [minText, setMinText] = useState(priceMin === undefined ? '' : String(priceMin));
  const [maxText, setMaxText] = useState(priceMax === undefined ? '' : String(priceMax));
  const [errors, setErrors] = useState<PriceErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = parseEuros(minText);
    const max = parseEuros(maxText);
    const next: PriceErrors = {};
    const tooHigh = t('filters.price.errorMax', { max: formatPrice(searchPriceMax, currentLanguage()) });
    if (min === 'invalid') next.min = t('filters.price.errorNumber');
    else if (min !== null && min > searchPriceMax) next.min = tooHigh;
    if (max === 'invalid') next.max = t('filters.price.errorNumber');
    else if (max !== null && max > searchPriceMax) next.max = tooHigh;
    if (!next.min && !next.max && typeof min === 'number' && typeof max === 'number' && min > max)
      next.min = t('filters.price.errorOrder');
    setErrors(next);
    if (next.min || next.max || min === 'invalid' || max === 'invalid') return;
    state.update({ priceMin: min ?? undefined, priceMax: max ?? undefined });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('filters.price.min')} error={errors.min}>
          <Input
            inputMode="decimal"
            size="sm"
            value={minText}
            onChange={(event) => setMinText(event.target.value)}
          />
        </FormField>
        <FormField label={t('filters.price.max')} error={errors.max}>
          <Input
            inputMode="decimal"
            size="sm"
            value={maxText}
            onChange={(event) => setMaxText(event.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" variant="outline" size="sm">
        {t('filters.price.apply')}
      </Button>
    </form>
  );
}
