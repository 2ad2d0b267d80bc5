import { dataExportEndpoints } from '@shared/privacy/data-export.endpoints';
import type { DataExport } from '@shared/privacy/data-export.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export const latestDataExportQueryKey = ['privacy', 'data-export', 'latest'] as const;

/** While the job works, the card asks every two seconds for its progress. */
export const dataExportPollMs = 2_000;

export async function getLatestDataExport(signal?: AbortSignal): Promise<DataExport | null> {
  const response = await apiClient.call(dataExportEndpoints.getLatestDataExport, { signal });
  return response.data.export;
}

export const isDataExportWorking = (dataExport: DataExport | null | undefined) =>
  dataExport?.status === 'pending' || dataExport?.status === 'running';

export function useLatestDataExport() {
  return useQuery({
    queryKey: latestDataExportQueryKey,
    queryFn: ({ signal }) => getLatestDataExport(signal),
    refetchInterval: (query) => (isDataExportWorking(query.state.data) ? dataExportPollMs : false),
    staleTime: 0,
  });
}
