import type { twoFactorEndpoints } from '@shared/auth/two-factor.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { authContextOf, forbidCaching, requestMetaOf } from './auth-request';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './two-factor.service';

export function twoFactorHandlers(deps: AppDependencies): GroupHandlers<typeof twoFactorEndpoints> {
  return {
    getTwoFactorStatus: async ({ auth, request }) => ({
      data: await getTwoFactorStatus(authContextOf(deps, request), auth.userId),
    }),
    startTwoFactorSetup: async ({ auth, request, reply }) => {
      const setup = await startTwoFactorSetup(authContextOf(deps, request), auth.userId);
      forbidCaching(reply);
      return { data: setup };
    },
    verifyTwoFactor: async ({ auth, body, request, reply }) => {
      const recoveryCodes = await confirmTwoFactorSetup(
        authContextOf(deps, request),
        auth.userId,
        body.otp,
        requestMetaOf(request),
      );
      forbidCaching(reply);
      return { data: { recoveryCodes } };
    },
    regenerateRecoveryCodes: async ({ auth, body, request, reply }) => {
      const recoveryCodes = await regenerateRecoveryCodes(
        authContextOf(deps, request),
        auth.userId,
        body.otp,
        requestMetaOf(request),
      );
      forbidCaching(reply);
      return { data: { recoveryCodes } };
    },
    disableTwoFactor: async ({ auth, body, request }) => ({
      data: await disableTwoFactor(authContextOf(deps, request), auth.userId, body, requestMetaOf(request)),
    }),
  };
}
