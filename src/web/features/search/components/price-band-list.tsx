import type { SearchFacets } from '@shared/search/search.schema';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../components/ui/chip';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { SearchState } from '../use-search-state';
import { FacetCount } from './facet-count';

/**
 * The price-band facets as one-tap ranges, each with how many results fall into it ("at least"
 * figures above the count cap, ADR 078).
 */
export function PriceBandList({
  state,
  bands,
  isPartial,
}: {
  state: SearchState;
  bands: SearchFacets['priceBands'];
  isPartial: boolean;
}) {
  const { t } = useTranslation('search');
  const { params, update } = state;
  const language = currentLanguage();
  const price = (amount: number) => formatPrice(amount, language, { isWhole: true });
  const labelOf = (band: SearchFacets['priceBands'][number]) => {
    if (band.min === 0 && band.max !== null) return t('filters.price.bandUnder', { max: price(band.max) });
    if (band.max === null) return t('filters.price.bandFrom', { min: price(band.min) });
    return t('filters.price.bandBetween', { min: price(band.min), max: price(band.max) });
  };
  // Above the count cap a band without a match among the first 1,000 may still hold some (ADR 078).
  const visible = isPartial ? bands : bands.filter((band) => band.count > 0);
  if (visible.length === 0) return null;
  return (
    <ul aria-label={t('filters.price.bands')} className="flex flex-wrap gap-2">
      {visible.map((band) => {
        const min = band.min === 0 ? undefined : band.min;
        const max = band.max ?? undefined;
        const isPressed = params.priceMin === min && params.priceMax === max;
        return (
          <li key={band.min}>
            <Chip
              size="sm"
              count={<FacetCount count={band.count} isPartial={isPartial} />}
              isPressed={isPressed}
              onPressedChange={(pressed) =>
                update(
                  pressed ? { priceMin: min, priceMax: max } : { priceMin: undefined, priceMax: undefined },
                )
              }
            >
              {labelOf(band)}
            </Chip>
          </li>
        );
      })}
    </ul>
  );
}
