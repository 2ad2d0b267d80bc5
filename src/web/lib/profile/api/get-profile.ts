import { type Profile, profileResponseSchema } from '@shared/profile/profile.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';

export const profileQueryKey = ['profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await apiClient.get('/profile', { schema: profileResponseSchema, signal });
  return response.data.profile;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}
