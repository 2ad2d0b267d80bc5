import { searchRadiusOptionsKm } from '@shared/search/search-params';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { readLocationSelection, setLocationSelection } from '../../../lib/location/location-store';
import type { SearchState } from '../use-search-state';

/**
 * Radius buttons for the current place. Choosing the place is the header picker's job; the radius
 * is also stored with the picked place, so "nationwide" sticks instead of the stored radius coming back.
 */
export function RadiusFilter({ state, placeLabel }: { state: SearchState; placeLabel: string | null }) {
  const { t } = useTranslation('search');
  const hasPlace = placeLabel !== null;
  const currentRadius = hasPlace ? (state.params.radius ?? 0) : 0;

  const choose = (radiusKm: number) => {
    const stored = readLocationSelection();
    if (stored && (radiusKm === 0 || stored.slug === (state.params.loc ?? null)))
      setLocationSelection({ ...stored, radiusKm, updatedAt: new Date().toISOString() });
    state.update({ radius: radiusKm });
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink">
        {hasPlace ? t('filters.location.around', { place: placeLabel }) : t('filters.location.everywhere')}
      </p>
      {hasPlace && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('filters.location.radiusGroup')}</legend>
          {searchRadiusOptionsKm.map((radiusKm) => (
            <button
              key={radiusKm}
              type="button"
              aria-pressed={currentRadius === radiusKm}
              onClick={() => choose(radiusKm)}
              className={cn(
                'h-8 rounded-full border px-3 text-sm font-medium transition-colors',
                currentRadius === radiusKm
                  ? 'border-brand bg-brand-soft text-brand-strong'
                  : 'border-line-strong bg-surface text-ink hover:bg-surface-sunken',
              )}
            >
              {radiusKm === 0
                ? t('filters.location.nationwide')
                : t('filters.location.radius', { km: radiusKm })}
            </button>
          ))}
        </fieldset>
      )}
      <p className="text-xs text-muted">{t('filters.location.hint')}</p>
    </div>
  );
}
