import type { tourEndpoints } from '@shared/tour/tour.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

/** The power-user tour state (spec §3, §4, issue 18). */
export function tourHandlers(_deps: AppDependencies): GroupHandlers<typeof tourEndpoints> {
  return {};
}
