import { apiClient } from '../../../lib/api';

export async function deleteMediaAsset(id: string): Promise<void> {
  await apiClient.delete(`/media/${encodeURIComponent(id)}`);
}
