import { useTranslation } from 'react-i18next';
import { UseMyLocationButton } from '../../../components/use-my-location-button';
import { useLocationSelection } from '../../../lib/location/location-store';
import { searchWithLocation } from '../../../lib/location/location-url';
import { paths } from '../../../lib/paths';
import { type NearbyPoint, useNearbyListings } from '../api/get-nearby-listings';
import { HomeFeedSection } from './home-feed-section';

/**
 * "Near you": around the chosen location; without one, nationwide with a hint and a "Use my
 * location" button (the browser is only asked after that click).
 */
export function NearbyFeed() {
  const { t } = useTranslation();
  const selection = useLocationSelection();
  const point: NearbyPoint | null =
    selection && selection.radiusKm > 0
      ? {
          latitude: selection.coordinates.latitude,
          longitude: selection.coordinates.longitude,
          radiusKm: selection.radiusKm,
        }
      : null;
  const nearby = useNearbyListings(point, 12);
  const feed = { ...nearby, data: nearby.data?.listings };

  let subtitle: string;
  if (point && selection)
    subtitle = t('home.nearby.around', { place: selection.label, radius: point.radiusKm });
  else if (selection) subtitle = t('home.nearby.nationwideChosen', { place: selection.label });
  else subtitle = t('home.nearby.nationwide');

  return (
    <HomeFeedSection
      id="home-nearby"
      title={t('home.nearby.title')}
      subtitle={subtitle}
      seeAllTo={paths.searchWith(searchWithLocation('sort=new', selection))}
      feed={feed}
      emptyText={t('home.nearby.empty')}
    >
      {!selection && (
        <div className="mt-3 flex flex-wrap items-start gap-3 rounded-xl border border-line bg-surface p-3">
          <p className="flex-1 text-sm text-muted">{t('home.nearby.hint')}</p>
          <UseMyLocationButton />
        </div>
      )}
    </HomeFeedSection>
  );
}
