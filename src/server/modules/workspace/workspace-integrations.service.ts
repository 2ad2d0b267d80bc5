import type { WorkspaceIntegrations } from '@shared/workspace/workspace-integrations.schema';
import type { AppDependencies } from '../../core/app-instance';
import { getTwoFactorStatus } from '../auth/two-factor.service';
import { summariseOwnFulfilment } from '../listings/listing-seller-facts.service';
import { getProfile } from '../profile/profile.service';

/** `GET /api/workspace/integrations`: the checklist's fulfilment and security facts (ADR 074). */
export async function getWorkspaceIntegrations(
  deps: Pick<AppDependencies, 'database' | 'config'>,
  userId: string,
): Promise<WorkspaceIntegrations> {
  const { db } = deps.database;
  const [fulfilment, profile, twoFactor] = await Promise.all([
    summariseOwnFulfilment(db, userId),
    getProfile(db, userId),
    getTwoFactorStatus({ db, config: deps.config }, userId),
  ]);
  return {
    fulfilment: {
      shippingListings: fulfilment.shipping,
      pickupListings: fulfilment.pickup,
      sameDayListings: fulfilment.sameDay,
      carriers: fulfilment.carriers,
      isPickupPlaceSet: profile.location !== null,
    },
    security: {
      isTwoFactorEnabled: twoFactor.isEnabled,
      recoveryCodesRemaining: twoFactor.recoveryCodesRemaining,
    },
  };
}
