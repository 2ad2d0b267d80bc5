import { defaultSearchRadiusKm } from '@shared/profile/search-radius';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateError, type LocateProblem, locateMe } from '../lib/location/locate-me';
import { buildLocationSelection, profilePreferencesFor } from '../lib/location/location-selection';
import { setLocationSelection } from '../lib/location/location-store';
import { useUpdateProfile } from '../lib/profile/api/update-profile';
import { useSessionSnapshot } from '../lib/session/use-session';
import { Button, type ButtonVariant } from './ui/button';

/**
 * Asks the browser for its position only when clicked (never on page load), then stores the
 * nearest place as the chosen location, exactly like the header's location picker does.
 */
export function UseMyLocationButton({ variant = 'outline' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const { status } = useSessionSnapshot();
  const updateProfile = useUpdateProfile();
  const [isLocating, setIsLocating] = useState(false);
  const [problem, setProblem] = useState<LocateProblem | null>(null);

  const locate = async () => {
    setIsLocating(true);
    setProblem(null);
    try {
      const { place, latitude, longitude } = await locateMe();
      const selection = buildLocationSelection(
        { label: place.label, slug: place.slug, latitude, longitude },
        defaultSearchRadiusKm,
        'manual',
      );
      setLocationSelection(selection);
      if (status === 'authenticated') {
        // The choice already works locally; a failed profile save only loses it on other devices.
        updateProfile.mutate({ preferences: profilePreferencesFor(selection) });
      }
    } catch (error) {
      setProblem(error instanceof LocateError ? error.problem : 'unavailable');
    } finally {
      setIsLocating(false);
    }
  };

  return (
    <div className="grid justify-items-start gap-2">
      <Button
        variant={variant}
        size="sm"
        leadingIcon={<LocateFixed aria-hidden />}
        isLoading={isLocating}
        onClick={() => void locate()}
      >
        {isLocating ? t('home.myLocation.locating') : t('home.myLocation.action')}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {t(`home.myLocation.${problem}`)}
        </p>
      )}
    </div>
  );
}
