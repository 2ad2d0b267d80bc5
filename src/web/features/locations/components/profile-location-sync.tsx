import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { selectionFromProfile } from '../../../lib/location/location-selection';
import { readLocationSelection, setLocationSelection } from '../../../lib/location/location-store';
import { getProfile, profileQueryKey } from '../../../lib/profile/api/get-profile';
import { useSessionSnapshot } from '../../../lib/session/use-session';

/**
 * Spec §4 Location: after sign-in, a device without a location choice adopts the one saved in
 * the profile (source 'profile'). A local choice always wins; it is never overwritten.
 */
export function ProfileLocationSync() {
  const { status } = useSessionSnapshot();
  const isSignedIn = status === 'authenticated';
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: isSignedIn,
  });
  const hasChecked = useRef(false);

  useEffect(() => {
    if (!isSignedIn) {
      hasChecked.current = false;
      return;
    }
    if (hasChecked.current || !profile.data) return;
    hasChecked.current = true;
    if (readLocationSelection()) return;
    const selection = selectionFromProfile(profile.data.preferences);
    if (selection) setLocationSelection(selection);
  }, [isSignedIn, profile.data]);

  return null;
}
