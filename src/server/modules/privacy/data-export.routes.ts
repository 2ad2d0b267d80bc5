import type { dataExportEndpoints } from '@shared/privacy/data-export.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import { getLatestDataExport, openDataExportDownload, requestDataExport } from './data-export.service';

/** The GDPR data export: request, progress and the signed download (issue 18, ADR 067). */
export function dataExportHandlers(deps: AppDependencies): GroupHandlers<typeof dataExportEndpoints> {
  return {
    requestDataExport: async ({ auth, request }) =>
      withStatus(202, { data: { export: await requestDataExport(deps, auth.userId, request.log) } }),
    getLatestDataExport: async ({ auth }) => ({
      data: { export: await getLatestDataExport(deps, auth.userId) },
    }),
    downloadDataExport: async ({ params, query, reply }) => {
      const { file, fileName } = await openDataExportDownload(deps, { exportId: params.exportId, ...query });
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.contentLength))
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(file.body);
    },
  };
}
