import { readLocationSelection } from '../../../lib/location/location-store';
import { useProfile } from '../../../lib/profile/api/get-profile';

/**
 * Where a new listing is until the seller says otherwise, as marketplaces prefill the account's
 * address: the profile's place, else the place the seller searches around (profile or this
 * device). Empty when none is known; the editor then asks for it.
 */
export function useDefaultPlaceSlug(): () => string {
  const profile = useProfile();
  return () =>
    profile.data?.location?.slug ||
    profile.data?.preferences.searchLocationSlug ||
    readLocationSelection()?.slug ||
    '';
}
