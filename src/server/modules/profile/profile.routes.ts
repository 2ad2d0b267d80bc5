import type { profileEndpoints } from '@shared/profile/profile.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { getProfile, updateProfile } from './profile.service';

export function profileHandlers(deps: AppDependencies): GroupHandlers<typeof profileEndpoints> {
  const { db } = deps.database;

  return {
    getProfile: async ({ auth }) => ({ data: { profile: await getProfile(db, auth.userId) } }),
    updateProfile: async ({ auth, body }) => ({
      data: { profile: await updateProfile(db, auth.userId, body) },
    }),
  };
}
