import { profileEndpoints } from '@shared/profile/profile.endpoints';
import type { Profile, UpdateProfileRequest } from '@shared/profile/profile.schema';
import { apiClient } from '../../../lib/api';

/** PATCH /profile with what onboarding asks for: the display name and the location (with consent). */
export async function updateOnboardingProfile(request: UpdateProfileRequest): Promise<Profile> {
  const response = await apiClient.call(profileEndpoints.updateProfile, { body: request });
  return response.data.profile;
}
