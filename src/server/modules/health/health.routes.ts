import type { healthEndpoints } from '@shared/health/health.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import { readHealth } from './health.service';

export function healthHandlers(deps: AppDependencies): GroupHandlers<typeof healthEndpoints> {
  return {
    getHealth: async () => {
      const { status, version } = await readHealth(deps.health);
      return status === 'ok' ? { status, version } : withStatus(503, { status, version });
    },
    getPlatformHealth: () => readHealth(deps.health),
  };
}
