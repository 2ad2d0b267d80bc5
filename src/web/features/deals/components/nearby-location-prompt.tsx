import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { UseMyLocationButton } from '../../../components/use-my-location-button';

/** "Nearby" without a location: explain how to choose one, and offer the browser's position. */
export function NearbyLocationPrompt() {
  const { t } = useTranslation('deals');
  return (
    <EmptyState
      icon={<MapPin />}
      title={t('nearby.needsLocationTitle')}
      description={t('nearby.needsLocation')}
      action={<UseMyLocationButton variant="primary" />}
    />
  );
}
