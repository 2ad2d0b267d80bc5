import { fulfillmentOptions, listingConditions } from '@shared/listings/listing.schema';
import { priceKinds } from '@shared/listings/price-kind';
import type { SearchFacets } from '@shared/search/search.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Switch } from '../../../components/ui/switch';
import type { SearchState } from '../use-search-state';
import { CategoryFacetList } from './category-facet-list';
import { FacetCount } from './facet-count';
import { PriceBandList } from './price-band-list';
import { PriceRangeFilter } from './price-range-filter';
import { RadiusFilter } from './radius-filter';

function FilterSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 text-sm font-semibold text-ink">{legend}</legend>
      <div className="clear-left grid gap-3">{children}</div>
    </fieldset>
  );
}

const toggled = <T extends string>(list: T[] | undefined, value: T, isChecked: boolean): T[] | undefined => {
  const next = isChecked ? [...(list ?? []), value] : (list ?? []).filter((entry) => entry !== value);
  return next.length > 0 ? next : undefined;
};

const countOf = <T extends string>(entries: { value: T; count: number }[] | undefined, value: T) =>
  entries?.find((entry) => entry.value === value)?.count ?? 0;

export interface FilterPanelProps {
  state: SearchState;
  facets: SearchFacets | null;
  placeLabel: string | null;
  /** Category pages fix the category, so the facet list links to sub-categories instead. */
  showsCategoryFacets?: boolean;
}

export function FilterPanel({ state, facets, placeLabel, showsCategoryFacets = true }: FilterPanelProps) {
  const { t } = useTranslation('search');
  const { params, update } = state;
  // Above the count cap a 0 says nothing (FacetCount, ADR 078): the label then goes without a count.
  const withCount = (label: string, count: number | undefined) =>
    facets && !(facets.isPartial && !count) ? (
      <span className="flex gap-2">
        {label}
        <span className="text-muted tabular-nums">
          (<FacetCount count={count ?? 0} isPartial={facets.isPartial} />)
        </span>
      </span>
    ) : (
      label
    );
  return (
    <div className="grid gap-5">
      <FilterSection legend={t('filters.price.legend')}>
        <PriceRangeFilter key={`${params.priceMin}-${params.priceMax}`} state={state} />
        {facets && <PriceBandList state={state} bands={facets.priceBands} isPartial={facets.isPartial} />}
      </FilterSection>
      <FilterSection legend={t('filters.priceKind.legend')}>
        {priceKinds.map((kind) => (
          <Checkbox
            key={kind}
            label={t(`filters.priceKind.${kind}`)}
            checked={params.priceKind?.includes(kind) ?? false}
            onCheckedChange={(checked) =>
              update({ priceKind: toggled(params.priceKind, kind, checked === true) })
            }
          />
        ))}
      </FilterSection>
      <FilterSection legend={t('filters.location.legend')}>
        <RadiusFilter state={state} placeLabel={placeLabel} />
      </FilterSection>
      <FilterSection legend={t('filters.condition.legend')}>
        {listingConditions.map((condition) => (
          <Checkbox
            key={condition}
            label={withCount(t(`conditions.${condition}`), countOf(facets?.conditions, condition))}
            checked={params.condition?.includes(condition) ?? false}
            onCheckedChange={(checked) =>
              update({ condition: toggled(params.condition, condition, checked === true) })
            }
          />
        ))}
      </FilterSection>
      <FilterSection legend={t('filters.fulfillment.legend')}>
        {fulfillmentOptions.map((option) => (
          <Checkbox
            key={option}
            label={withCount(t(`filters.fulfillment.${option}`), countOf(facets?.fulfillment, option))}
            checked={params.fulfillment?.includes(option) ?? false}
            onCheckedChange={(checked) =>
              update({ fulfillment: toggled(params.fulfillment, option, checked === true) })
            }
          />
        ))}
        <Switch
          label={t('filters.freeShipping')}
          checked={params.shipping === 'free'}
          onCheckedChange={(checked) => update({ shipping: checked ? 'free' : undefined })}
        />
      </FilterSection>
      {showsCategoryFacets && facets && facets.categories.length > 0 && (
        <FilterSection legend={t('filters.categories.legend')}>
          <CategoryFacetList state={state} facets={facets} />
        </FilterSection>
      )}
      <Button variant="ghost" size="sm" onClick={state.reset}>
        {t('filters.reset')}
      </Button>
    </div>
  );
}
