import {
  type Profile,
  profileResponseSchema,
  type UpdateProfileRequest,
} from '@shared/profile/profile.schema';
import { apiClient } from '../../../lib/api';

/** PATCH /profile with what onboarding asks for: the display name and the location (with consent). */
export async function updateOnboardingProfile(request: UpdateProfileRequest): Promise<Profile> {
  const response = await apiClient.patch('/profile', request, { schema: profileResponseSchema });
  return response.data.profile;
}
