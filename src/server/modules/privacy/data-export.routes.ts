import type { dataExportEndpoints } from '@shared/privacy/data-export.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

/** The GDPR data export: request, progress and the signed download (issue 18, ADR 067). */
export function dataExportHandlers(_deps: AppDependencies): GroupHandlers<typeof dataExportEndpoints> {
  return {};
}
