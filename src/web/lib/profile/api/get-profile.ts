import { profileEndpoints } from '@shared/profile/profile.endpoints';
import type { Profile } from '@shared/profile/profile.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';

export const profileQueryKey = ['profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await apiClient.call(profileEndpoints.getProfile, { signal });
  return response.data.profile;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}
