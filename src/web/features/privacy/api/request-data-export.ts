import { dataExportEndpoints } from '@shared/privacy/data-export.endpoints';
import type { DataExport } from '@shared/privacy/data-export.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { latestDataExportQueryKey } from './get-latest-data-export';

export async function requestDataExport(): Promise<DataExport> {
  const response = await apiClient.call(dataExportEndpoints.requestDataExport, {});
  return response.data.export;
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (dataExport) => queryClient.setQueryData(latestDataExportQueryKey, dataExport),
    // EXPORT_IN_PROGRESS: one is already being prepared (another tab); show it and its progress.
    onError: () => void queryClient.invalidateQueries({ queryKey: latestDataExportQueryKey }),
  });
}
