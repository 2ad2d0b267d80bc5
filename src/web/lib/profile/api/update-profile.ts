import { profileEndpoints } from '@shared/profile/profile.endpoints';
import type { Profile, UpdateProfileRequest } from '@shared/profile/profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { profileQueryKey } from './get-profile';

export async function updateProfile(changes: UpdateProfileRequest): Promise<Profile> {
  const response = await apiClient.call(profileEndpoints.updateProfile, { body: changes });
  return response.data.profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
